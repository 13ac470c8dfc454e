/**
 * Sets document.title per page (spec §2 "lang/title per page"), e.g. "50嵐 信義店 | 菜單".
 * Parts that are still loading (undefined) are left out.
 */
import { useEffect } from 'react';
import { i18n } from '../lib/i18n';

export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const title = parts.filter(Boolean).join(i18n.t('app.titleSeparator'));
  useEffect(() => {
    document.title = title || i18n.t('app.name');
  }, [title]);
}
