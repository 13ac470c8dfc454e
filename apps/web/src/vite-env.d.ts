/** Build-time settings of the web app (Vite `VITE_*` env variables, read through import.meta.env). */
interface ImportMetaEnv {
  /** The native app's universal link the open-app banner opens (spec §2); default https://iding.app/open. */
  readonly VITE_APP_UNIVERSAL_LINK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
