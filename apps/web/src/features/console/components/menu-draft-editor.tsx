/**
 * The menu draft's three columns (issue #14 §3 Menu editing): the categories in order (add, rename, move,
 * delete), the chosen category's entrees (add, move, delete, choose one) and the chosen entree's editor.
 * Every change goes to the page's draft through `onChange`; the page saves and publishes it.
 */
import { formatCurrency, MENU_DRAFT_LIMITS, type MenuDraft, type MenuDraftEntree } from '@iding/domain';
import clsx from 'clsx';
import { useRef } from 'react';
import { LG_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useTranslation } from '../../../lib/i18n';
import { EntreeEditor, move } from './entree-editor';

/** Which category and entree the editor shows (indexes in the draft). */
export interface MenuSelection {
  category: number;
  entree: number | null;
}

export function MenuDraftEditor({
  sid,
  draft,
  selection,
  onChange,
  onSelect,
}: {
  /** The store (the console's `{sid}`): entree images are uploaded for it. */
  sid: string;
  draft: MenuDraft;
  selection: MenuSelection;
  onChange: (draft: MenuDraft) => void;
  onSelect: (selection: MenuSelection) => void;
}) {
  const { t } = useTranslation();
  const editorRef = useRef<HTMLDivElement>(null);
  const besideList = useMediaQuery(LG_QUERY);
  /**
   * Opens an entree's form. On a phone the form sits below the whole list (one column): bring it into view, or
   * the tap seems to do nothing; beside the list (lg) it is already in view.
   */
  const openEntree = (next: MenuSelection) => {
    onSelect(next);
    if (besideList) return;
    requestAnimationFrame(() => editorRef.current?.scrollIntoView({ block: 'start' }));
  };
  const categories = draft.categories;
  const ci = Math.min(selection.category, categories.length - 1);
  const category = categories[ci];
  const entree = category && selection.entree !== null ? category.entrees[selection.entree] : undefined;

  const setCategories = (next: MenuDraft['categories']) => onChange({ ...draft, categories: next });
  const setEntrees = (c: number, entrees: MenuDraftEntree[]) =>
    setCategories(categories.map((x, j) => (j === c ? { ...x, entrees } : x)));

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-[17rem_19rem_minmax(0,1fr)]">
      <section className="card" aria-labelledby="menu-edit-categories">
        <h2 id="menu-edit-categories" className="section-title">
          {t('console.menuEdit.categories')}
        </h2>
        <ul className="mt-2 space-y-2">
          {categories.map((c, i) => (
            <li
              key={c.id ?? `new-${i}`}
              className={clsx(
                'rounded-xl border p-2',
                i === ci ? 'border-brand-dark bg-brand-dark/5' : 'border-gray-200',
              )}
            >
              <label className="block text-sm font-semibold">
                <span className="sr-only">{t('console.menuEdit.categoryName')}</span>
                <input
                  className="field mt-0"
                  maxLength={MENU_DRAFT_LIMITS.categoryNameMax}
                  value={c.name}
                  aria-label={t('console.menuEdit.categoryName')}
                  onFocus={() => i !== ci && onSelect({ category: i, entree: null })}
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    setCategories(categories.map((x, j) => (j === i ? { ...x, name } : x)));
                  }}
                />
              </label>
              <div className="mt-1 flex items-center gap-1">
                <button
                  type="button"
                  className="min-h-11 flex-1 rounded-full px-2 text-left text-sm text-gray-800 underline-offset-2 hover:underline"
                  aria-current={i === ci ? 'true' : undefined}
                  onClick={() => onSelect({ category: i, entree: null })}
                >
                  <span className="whitespace-nowrap">
                    {t('console.menuEdit.entreeCount', { count: c.entrees.length })}
                  </span>
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  disabled={i === 0}
                  aria-label={t('console.menuEdit.moveUp', { name: c.name })}
                  onClick={() => {
                    setCategories(move(categories, i, -1));
                    onSelect({ category: i - 1, entree: null });
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  disabled={i === categories.length - 1}
                  aria-label={t('console.menuEdit.moveDown', { name: c.name })}
                  onClick={() => {
                    setCategories(move(categories, i, 1));
                    onSelect({ category: i + 1, entree: null });
                  }}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn-icon text-base"
                  disabled={c.entrees.length > 0}
                  title={c.entrees.length > 0 ? t('console.menuEdit.removeCategoryBlocked') : undefined}
                  aria-label={t('console.menuEdit.removeCategory', { name: c.name })}
                  onClick={() => {
                    setCategories(categories.filter((_, j) => j !== i));
                    onSelect({ category: Math.max(0, i - 1), entree: null });
                  }}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn-secondary mt-2 w-full"
          onClick={() => {
            setCategories([...categories, { name: t('console.menuEdit.newCategory'), entrees: [] }]);
            onSelect({ category: categories.length, entree: null });
          }}
        >
          {t('console.menuEdit.addCategory')}
        </button>
      </section>

      <section className="card" aria-labelledby="menu-edit-entrees">
        <h2 id="menu-edit-entrees" className="section-title">
          {t('console.menuEdit.entrees', { category: category?.name ?? '' })}
        </h2>
        {category && category.entrees.length === 0 && (
          <p className="mt-2 text-gray-700">{t('console.menuEdit.noEntrees')}</p>
        )}
        <ul className="mt-2 divide-y divide-gray-100">
          {category?.entrees.map((e, i) => (
            <li
              key={e.id ?? `new-${i}`}
              className={clsx('flex items-center gap-1 py-1', i === selection.entree && 'bg-brand-dark/5')}
            >
              <button
                type="button"
                className="min-h-11 min-w-0 flex-1 rounded px-1 text-left"
                aria-current={i === selection.entree ? 'true' : undefined}
                onClick={() => openEntree({ category: ci, entree: i })}
              >
                <span className="block truncate font-semibold">
                  {e.name || t('console.menuEdit.newEntree')}
                </span>
                <span className="text-sm text-gray-700">
                  {Number.isNaN(e.price) ? '—' : formatCurrency(e.price)}
                  {e.collections.length > 0 && ` · ${t('console.menuEdit.setMeal')}`}
                </span>
              </button>
              <button
                type="button"
                className="btn-icon"
                disabled={i === 0}
                aria-label={t('console.menuEdit.moveUp', { name: e.name })}
                onClick={() => {
                  setEntrees(ci, move(category.entrees, i, -1));
                  onSelect({ category: ci, entree: i - 1 });
                }}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn-icon"
                disabled={i === category.entrees.length - 1}
                aria-label={t('console.menuEdit.moveDown', { name: e.name })}
                onClick={() => {
                  setEntrees(ci, move(category.entrees, i, 1));
                  onSelect({ category: ci, entree: i + 1 });
                }}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn-icon text-base"
                aria-label={t('console.menuEdit.removeEntree', { name: e.name })}
                onClick={() => {
                  setEntrees(
                    ci,
                    category.entrees.filter((_, j) => j !== i),
                  );
                  onSelect({ category: ci, entree: null });
                }}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        {category && (
          <button
            type="button"
            className="btn-secondary mt-2 w-full"
            onClick={() => {
              setEntrees(ci, [
                ...category.entrees,
                {
                  name: t('console.menuEdit.newEntree'),
                  description: '',
                  image: null,
                  price: 0,
                  option_groups: [],
                  collections: [],
                },
              ]);
              openEntree({ category: ci, entree: category.entrees.length });
            }}
          >
            {t('console.menuEdit.addEntree')}
          </button>
        )}
      </section>

      {/* The chosen entree stays in view beside a long list (below the sticky save bar). */}
      <div
        ref={editorRef}
        // scroll-mt: clear of the sticky save bar when openEntree scrolls here on a phone.
        className="scroll-mt-32 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
      >
        {entree && category ? (
          <EntreeEditor
            // Another entree is another form.
            key={`${ci}-${selection.entree}`}
            sid={sid}
            entree={entree}
            categories={categories.map((c) => c.name)}
            categoryIndex={ci}
            onChange={(next) =>
              setEntrees(
                ci,
                category.entrees.map((x, j) => (j === selection.entree ? next : x)),
              )
            }
            onMoveToCategory={(to) => {
              if (to === ci) return;
              const moved = categories.map((c, j) =>
                j === ci
                  ? { ...c, entrees: c.entrees.filter((_, k) => k !== selection.entree) }
                  : j === to
                    ? { ...c, entrees: [...c.entrees, entree] }
                    : c,
              );
              setCategories(moved);
              onSelect({ category: to, entree: moved[to]!.entrees.length - 1 });
            }}
          />
        ) : (
          <p className="card text-gray-700">{t('console.menuEdit.pickEntree')}</p>
        )}
      </div>
    </div>
  );
}
