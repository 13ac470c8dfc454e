/**
 * Global state (spec §3 "Global state"): the current store identifier, the last load failure that turns the
 * progress bar red (spec §2), the QR table session, the open-app banner switch (spec §2 layout) and the
 * diner's position (spec §3 User state userPosition).
 *
 * Persisted with zustand `persist`: the identifier in sessionStorage under `identifier` (spec §9
 * "Store identifier kept in cookie or session"), the open-app dismissal in localStorage under
 * GO_TO_APP_DISMISSED_KEY; nothing else.
 */
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { safeWebStorage } from '../lib/persist-storage';

/** localStorage key: set once the diner dismissed the open-app banner for good (spec §2). */
export const GO_TO_APP_DISMISSED_KEY = 'iding:go-to-app-dismissed';

/** sessionStorage key of the current store (spec §9 "Store identifier kept in cookie or session"). */
export const IDENTIFIER_KEY = 'identifier';

/** spec §3 userPosition: where the diner is, in degrees (WGS 84), as the browser's geolocation reported it. */
export interface UserPosition {
  latitude: number;
  longitude: number;
}

/** spec §3 Global state (plus userPosition of User state, shared by every store list). */
export interface GlobalState {
  /** Identifier of the store the diner is ordering from. */
  identifier: string | null;
  /** Epoch ms of the latest failed query/mutation; the progress bar shows red for it. */
  loadFailedAt: number | null;
  /**
   * uuid of the QR table session (spec §2 QR routes /store/{sid?}/qr_code/{uuid}); null outside QR mode.
   * QR mode is not built yet: its routes will set this, which hides the open-app banner.
   */
  qrTableUuid: string | null;
  /** spec §2 open-app banner: false once the diner dismissed it for good (persisted in localStorage). */
  showGoToApp: boolean;
  /** spec §3 userPosition; null until the diner allowed geolocation (asked only after they tap for it). */
  userPosition: UserPosition | null;
  setIdentifier(identifier: string): void;
  reportLoadFailure(): void;
  setQrTableUuid(uuid: string | null): void;
  /** Dismisses the open-app banner for good (survives reloads). */
  disableGoToAppAlert(): void;
  setUserPosition(position: UserPosition | null): void;
}

type Persisted = Pick<GlobalState, 'identifier' | 'showGoToApp'>;

const session = safeWebStorage('session');
const local = safeWebStorage('local');

/** Reads one part's `{state}` JSON; junk or blocked storage reads as nothing. */
function readPart<K extends keyof Persisted>(
  storage: typeof local,
  name: string,
  key: K,
): Partial<Persisted> {
  try {
    const raw = storage.getItem(name) as string | null;
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    // Before persist the dismissal was stored as '1'.
    if (key === 'showGoToApp' && value === 1) return { showGoToApp: false };
    const state = (value as { state?: Partial<Persisted> } | null)?.state;
    return state && key in state ? { [key]: state[key] } : {};
  } catch {
    return {};
  }
}

/**
 * One persist over two Web Storages: the identifier in sessionStorage under IDENTIFIER_KEY, the open-app
 * dismissal in localStorage under GO_TO_APP_DISMISSED_KEY, each as `{"state":{…},"version":0}`.
 */
const splitStorage: PersistStorage<Persisted> = {
  getItem: () => ({
    state: {
      identifier: null,
      showGoToApp: true,
      ...readPart(session, IDENTIFIER_KEY, 'identifier'),
      ...readPart(local, GO_TO_APP_DISMISSED_KEY, 'showGoToApp'),
    },
    version: 0,
  }),
  setItem: (_name, { state, version }) => {
    session.setItem(IDENTIFIER_KEY, JSON.stringify({ state: { identifier: state.identifier }, version }));
    local.setItem(
      GO_TO_APP_DISMISSED_KEY,
      JSON.stringify({ state: { showGoToApp: state.showGoToApp }, version }),
    );
  },
  removeItem: () => {
    session.removeItem(IDENTIFIER_KEY);
    local.removeItem(GO_TO_APP_DISMISSED_KEY);
  },
};

/** The global store (zustand); read with a selector, e.g. useGlobal((s) => s.userPosition). */
export const useGlobal = create<GlobalState>()(
  persist(
    (set) => ({
      identifier: null,
      loadFailedAt: null,
      qrTableUuid: null,
      showGoToApp: true,
      userPosition: null,
      setIdentifier: (identifier) => set({ identifier }),
      reportLoadFailure: () => set({ loadFailedAt: Date.now() }),
      setQrTableUuid: (qrTableUuid) => set({ qrTableUuid }),
      disableGoToAppAlert: () => set({ showGoToApp: false }),
      setUserPosition: (userPosition) => set({ userPosition }),
    }),
    {
      name: 'global',
      storage: splitStorage,
      partialize: (s) => ({ identifier: s.identifier, showGoToApp: s.showGoToApp }),
    },
  ),
);

/** The single "is there a QR table session" predicate (spec §2: no open-app banner in QR mode). */
export const hasQrTableSession = (s: Pick<GlobalState, 'qrTableUuid'>): boolean => s.qrTableUuid !== null;
