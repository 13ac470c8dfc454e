/**
 * Sets document.title per page (spec §2 "lang/title per page"), e.g. "50嵐 信義店 | 菜單".
 * Parts that are still loading (undefined) are left out. A title the page already has is not set again: the
 * server sends the landing pages' own titles in their HTML (apps/api web-head pageTitleOf), and Chrome spends
 * 6–10 ms of main thread on a title change while the page starts.
 */
import { useEffect } from 'react';
import { i18n } from '../lib/i18n';

export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const title = parts.filter(Boolean).join(i18n.t('app.titleSeparator'));
  useEffect(() => {
    const next = title || i18n.t('app.name');
    if (document.title !== next) document.title = next;
  }, [title]);
}
