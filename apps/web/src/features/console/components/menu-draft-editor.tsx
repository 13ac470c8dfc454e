/**
 * The menu draft's three columns (ADR 017 menu editing): the categories in order (add, rename, move, delete),
 * the chosen category's entrees (add, move, delete, choose one) and the chosen entree's editor. Every input is a
 * field of the page's react-hook-form form and every list a useFieldArray of it, so what is typed stays in the
 * form while another entree is open, and a refusal of ZPublishableMenuDraft shows under its field (a category's
 * name here, an entree's fields in EntreeEditor); a category or entree with a refusal inside says 要修正 in its
 * list. The page saves and publishes the form.
 */
import { formatCurrency, MENU_DRAFT_LIMITS, type MenuDraftCategory } from '@iding/domain';
import clsx from 'clsx';
import { useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FieldMessage, FormField } from '../../../components/form-field';
import { LG_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useTranslation } from '../../../lib/i18n';
import { fieldMessage, hasDraftErrors } from '../utils/menu-draft-errors';
import { EntreeEditor, type MenuDraftForm, newEntree } from './entree-editor';

/** Which category and entree the editor shows (indexes in the draft). */
export interface MenuSelection {
  category: number;
  entree: number | null;
}

interface ColumnsProps {
  /** The store (the console's `{sid}`): entree images are uploaded for it. */
  sid: string;
  form: MenuDraftForm;
  selection: MenuSelection;
  onSelect: (selection: MenuSelection) => void;
  /** Called after every change (the page clears its banner and checks the draft again after a refused save). */
  onEdit: () => void;
}

/**
 * The entrees of the chosen category and the chosen entree's editor (the second and third columns): a
 * component of its own per category, as its list is the form's `categories.{c}.entrees`.
 */
function CategoryEntrees({
  sid,
  form,
  selection,
  onSelect,
  onEdit,
  ci,
  category,
  categoryNames,
}: ColumnsProps & {
  ci: number;
  /** The category as it is now. */
  category: MenuDraftCategory;
  categoryNames: string[];
}) {
  const { t } = useTranslation();
  const editorRef = useRef<HTMLDivElement>(null);
  const besideList = useMediaQuery(LG_QUERY);
  const entrees = useFieldArray({ control: form.control, name: `categories.${ci}.entrees`, keyName: 'key' });
  const errors = form.formState.errors;
  /**
   * Opens an entree's form. On a phone the form sits below the whole list (one column): bring it into view, or
   * the tap seems to do nothing; beside the list (lg) it is already in view.
   */
  const openEntree = (next: MenuSelection) => {
    onSelect(next);
    if (besideList) return;
    requestAnimationFrame(() => editorRef.current?.scrollIntoView({ block: 'start' }));
  };
  const ei = selection.entree;
  const open = ei !== null ? entrees.fields[ei] : undefined;
  const entree = ei !== null ? (category.entrees[ei] ?? open) : undefined;

  return (
    <>
      <section className="card" aria-labelledby="menu-edit-entrees">
        <h2 id="menu-edit-entrees" className="section-title">
          {t('console.menuEdit.entrees', { category: category.name })}
        </h2>
        {entrees.fields.length === 0 && (
          <p className="mt-2 text-gray-700">{t('console.menuEdit.noEntrees')}</p>
        )}
        <ul className="mt-2 divide-y divide-gray-100">
          {entrees.fields.map((field, i) => {
            const e = category.entrees[i] ?? field;
            const refused = hasDraftErrors(errors, ['categories', ci, 'entrees', i]);
            return (
              <li
                key={field.key}
                className={clsx('flex items-center gap-1 py-1', i === ei && 'bg-brand-dark/5')}
              >
                <button
                  type="button"
                  className="min-h-11 min-w-0 flex-1 rounded px-1 text-left"
                  aria-current={i === ei ? 'true' : undefined}
                  onClick={() => openEntree({ category: ci, entree: i })}
                >
                  <span className="block truncate font-semibold">
                    {e.name || t('console.menuEdit.newEntree')}
                  </span>
                  <span className="text-sm text-gray-700">
                    {Number.isNaN(e.price) ? '—' : formatCurrency(e.price)}
                    {e.collections.length > 0 && ` · ${t('console.menuEdit.setMeal')}`}
                  </span>
                  {refused && (
                    <span className="ml-2 text-sm font-semibold text-red-700">
                      {t('console.menuEdit.needsFix')}
                    </span>
                  )}
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  disabled={i === 0}
                  aria-label={t('console.menuEdit.moveUp', { name: e.name })}
                  onClick={() => {
                    entrees.swap(i, i - 1);
                    onSelect({ category: ci, entree: i - 1 });
                    onEdit();
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  disabled={i === entrees.fields.length - 1}
                  aria-label={t('console.menuEdit.moveDown', { name: e.name })}
                  onClick={() => {
                    entrees.swap(i, i + 1);
                    onSelect({ category: ci, entree: i + 1 });
                    onEdit();
                  }}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn-icon text-base"
                  aria-label={t('console.menuEdit.removeEntree', { name: e.name })}
                  onClick={() => {
                    entrees.remove(i);
                    onSelect({ category: ci, entree: null });
                    onEdit();
                  }}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="btn-secondary mt-2 w-full"
          onClick={() => {
            entrees.append(newEntree(t), { shouldFocus: false });
            openEntree({ category: ci, entree: entrees.fields.length });
            onEdit();
          }}
        >
          {t('console.menuEdit.addEntree')}
        </button>
      </section>

      {/* The chosen entree stays in view beside a long list (below the sticky save bar). */}
      <div
        ref={editorRef}
        // scroll-mt: clear of the sticky save bar when openEntree scrolls here on a phone.
        className="scroll-mt-32 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
      >
        {open && entree && ei !== null ? (
          <EntreeEditor
            // Another entree is another form part.
            key={open.key}
            form={form}
            onEdit={onEdit}
            path={`categories.${ci}.entrees.${ei}`}
            sid={sid}
            entree={entree}
            categories={categoryNames}
            categoryIndex={ci}
            onMoveToCategory={(to) => {
              if (to === ci) return;
              const moving = form.getValues(`categories.${ci}.entrees.${ei}`);
              const target = form.getValues(`categories.${to}.entrees`);
              entrees.remove(ei);
              form.setValue(`categories.${to}.entrees`, [...target, moving], { shouldDirty: true });
              onSelect({ category: to, entree: target.length });
              onEdit();
            }}
          />
        ) : (
          <p className="card text-gray-700">{t('console.menuEdit.pickEntree')}</p>
        )}
      </div>
    </>
  );
}

export function MenuDraftEditor(props: ColumnsProps) {
  const { form, selection, onSelect, onEdit } = props;
  const { t } = useTranslation();
  const categories = useFieldArray({ control: form.control, name: 'categories', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'categories' });
  const errors = form.formState.errors;
  const list = categories.fields.map((field, i) => values?.[i] ?? field);
  const ci = Math.min(selection.category, list.length - 1);
  const category = list[ci];

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-[17rem_19rem_minmax(0,1fr)]">
      <section className="card" aria-labelledby="menu-edit-categories">
        <h2 id="menu-edit-categories" className="section-title">
          {t('console.menuEdit.categories')}
        </h2>
        <ul className="mt-2 space-y-2">
          {categories.fields.map((field, i) => {
            const c = list[i]!;
            const entreesRefused = hasDraftErrors(errors, ['categories', i, 'entrees']);
            return (
              <li
                key={field.key}
                className={clsx(
                  'rounded-xl border p-2',
                  i === ci ? 'border-brand-dark bg-brand-dark/5' : 'border-gray-200',
                )}
              >
                <FormField
                  labelClassName="sr-only"
                  label={t('console.menuEdit.categoryName')}
                  error={
                    fieldMessage(errors, ['categories', i, 'name']) ??
                    fieldMessage(errors, ['categories', i, 'id'])
                  }
                >
                  {(control) => (
                    <input
                      className="field mt-0"
                      maxLength={MENU_DRAFT_LIMITS.categoryNameMax}
                      onFocus={() => i !== ci && onSelect({ category: i, entree: null })}
                      {...control}
                      {...form.register(`categories.${i}.name`, { onChange: onEdit })}
                    />
                  )}
                </FormField>
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
                    {entreesRefused && (
                      <span className="ml-2 font-semibold text-red-700">
                        {t('console.menuEdit.needsFix')}
                      </span>
                    )}
                  </button>
                  <button
                    type="button"
                    className="btn-icon"
                    disabled={i === 0}
                    aria-label={t('console.menuEdit.moveUp', { name: c.name })}
                    onClick={() => {
                      categories.swap(i, i - 1);
                      onSelect({ category: i - 1, entree: null });
                      onEdit();
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn-icon"
                    disabled={i === categories.fields.length - 1}
                    aria-label={t('console.menuEdit.moveDown', { name: c.name })}
                    onClick={() => {
                      categories.swap(i, i + 1);
                      onSelect({ category: i + 1, entree: null });
                      onEdit();
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
                      categories.remove(i);
                      onSelect({ category: Math.max(0, i - 1), entree: null });
                      onEdit();
                    }}
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {/* The menu's own limits: 菜單最多 N 個分類 / 品項, 整份菜單最多 N 個選項. */}
        <FieldMessage id="menu-edit-categories-error" message={fieldMessage(errors, ['categories'])} />
        <button
          type="button"
          className="btn-secondary mt-2 w-full"
          onClick={() => {
            categories.append({ name: t('console.menuEdit.newCategory'), entrees: [] });
            onSelect({ category: categories.fields.length, entree: null });
            onEdit();
          }}
        >
          {t('console.menuEdit.addCategory')}
        </button>
      </section>

      {category ? (
        <CategoryEntrees
          // Another category is another list of the form.
          key={categories.fields[ci]!.key}
          {...props}
          ci={ci}
          category={category}
          categoryNames={list.map((c) => c.name)}
        />
      ) : (
        <>
          <section className="card" aria-labelledby="menu-edit-entrees">
            <h2 id="menu-edit-entrees" className="section-title">
              {t('console.menuEdit.entrees', { category: '' })}
            </h2>
          </section>
          <p className="card self-start text-gray-700">{t('console.menuEdit.pickEntree')}</p>
        </>
      )}
    </div>
  );
}
