/**
 * 加點餐點 in edit mode: the store's menu as a compact list by category inside the cart page, so
 * the diner adds items to the order being changed without leaving it (the menu page adds to the cart of a new
 * order, which edit mode never touches). Tapping an item opens its entree sheet; sold-out items cannot be
 * chosen.
 */
import { formatCurrency, type Menu, type MenuEntree } from '@iding/domain';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';

export function AddItems({
  menu,
  soldOut,
  open,
  onOpenChange,
  onPick,
}: {
  menu: Menu;
  soldOut: ReadonlySet<string>;
  /** The list is shown (the editor closes it once an item was added, so the lines and total show again). */
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(entree: MenuEntree): void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        className="btn-secondary w-full"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {open ? t('orderEdit.hideItems') : `＋ ${t('orderEdit.addItems')}`}
      </button>
      {open && (
        <section id={listId} className="card mt-2" aria-label={t('orderEdit.menuHeading')}>
          <h2 className="section-title mb-1">{t('orderEdit.menuHeading')}</h2>
          {menu.categories.map((category) => (
            <div key={category.id} className="mt-2">
              <h3 className="text-sm font-semibold text-gray-700">{category.name}</h3>
              <ul className="divide-y divide-gray-100">
                {category.entrees.map((entree) => {
                  const out = soldOut.has(entree.id);
                  return (
                    <li key={entree.id}>
                      <button
                        type="button"
                        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-1 text-left disabled:text-gray-500"
                        disabled={out}
                        onClick={() => onPick(entree)}
                      >
                        <span className="min-w-0 break-words">{entree.name}</span>
                        <span className="shrink-0 tabular-nums">
                          {out ? t('common.soldOut') : formatCurrency(entree.price)}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
