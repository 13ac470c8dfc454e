/**
 * Web Storage for zustand `persist`: createJSONStorage over localStorage or sessionStorage that
 * never throws — blocked storage (private mode, sandboxed iframe) reads as empty and a failed write (quota)
 * only loses persistence, as the hand-written storage code before it did.
 */
import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/** Which Web Storage: `local` survives the tab, `session` lasts for the tab. */
export type StorageKind = 'local' | 'session';

/** `kind` Web Storage as a zustand StateStorage whose calls never throw (raw strings, no JSON). */
export function safeWebStorage(kind: StorageKind): StateStorage {
  const storage = (): Storage | undefined => {
    try {
      return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (name) => {
      try {
        return storage()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        storage()?.setItem(name, value);
      } catch {
        // Not persisted; the state still holds for this page's lifetime.
      }
    },
    removeItem: (name) => {
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing to remove.
      }
    },
  };
}

/**
 * JSON storage for `persist({ storage })` over `kind` storage. `reviver` reads a value stored before the store
 * used persist (see JSON.parse).
 */
export function persistStorage<S>(
  kind: StorageKind,
  reviver?: (key: string, value: unknown) => unknown,
): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => safeWebStorage(kind), reviver ? { reviver } : undefined);
}
