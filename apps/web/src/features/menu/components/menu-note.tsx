/**
 * A merchant's note in the menu (the rule is the domain's isMenuNote): an entree that is only a
 * notice shows as a quiet block in its category — its name and text — with nothing to tap or add.
 */
import type { MenuEntree } from '@iding/domain';
import { useTranslation } from '../../../lib/i18n';

export function MenuNote({ entree }: { entree: Pick<MenuEntree, 'name' | 'description'> }) {
  const { t } = useTranslation();
  return (
    // role note (not a landmark): a category may hold several notes, and they are part of its content.
    <div
      role="note"
      aria-label={t('menu.note')}
      className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="menu-note"
    >
      <p className="font-semibold break-words">{entree.name}</p>
      {entree.description && <p className="mt-1 text-sm whitespace-pre-line">{entree.description}</p>}
    </div>
  );
}
