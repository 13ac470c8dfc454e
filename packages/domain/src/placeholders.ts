/**
 * The `{{name}}` placeholders of the zh-TW catalogue (apps/web/src/locales), filled the one way both apps
 * need: the web's `t` (apps/web/src/lib/i18n.ts) and the server's first-paint preview, which writes the web's
 * words into the HTML (apps/api/src/plugins/web-head.ts). A module without zod: the web's entry imports it.
 */

/** Values for a string's placeholders (an undefined one leaves its placeholder as written). */
export type PlaceholderValues = Record<string, string | number | undefined>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** `template` with each `{{name}}` (spaces inside the braces allowed) replaced by `values[name]`. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}
