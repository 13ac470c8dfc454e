/**
 * Frame of the store's sub-pages (spec §2 branch stores, store news, store infos, system infos): the back
 * link to the store page, the store name and the page heading.
 */
import type { ReactNode } from 'react';
import { BackToStore } from './back-to-store';

/** `<main>` of a store sub-page (spec §2): back to the store, store name, the page's h1, then `children`. */
export function StoreSubPage({
  sid,
  storeName,
  title,
  children,
}: {
  sid: string;
  storeName: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-xl px-4 pt-2 pb-12 md:max-w-3xl">
      <BackToStore sid={sid} name={storeName} />
      <p className="mt-1 text-sm text-brand-dark">{storeName}</p>
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      {children}
    </main>
  );
}
