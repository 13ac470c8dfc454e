/**
 * One entree of the menu draft (issue #14 §3 Menu editing): name, price (TWD), category, description, image,
 * and its option groups (name, min/max choices) with their options (name, price delta, how many times each,
 * chosen in advance). Set meals' slots are shown as kept, not edited. Changes go to the page's draft; nothing
 * is sent until 儲存草稿.
 */
import {
  MENU_DRAFT_LIMITS,
  type MenuDraftEntree,
  type MenuDraftOption,
  type MenuDraftOptionGroup,
} from '@iding/domain';
import { useId } from 'react';
import { FormField, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { EntreeImageInput } from './entree-image-input';

/** A number input's value: NaN while empty, so the draft's check says 須為數字 instead of taking 0. */
const num = (v: string) => (v === '' ? Number.NaN : Number(v));
const shown = (n: number) => (Number.isNaN(n) ? '' : n);

/** Moves item `i` of a list by `by` places (a no-op at the ends). */
export function move<T>(list: T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

function OptionRow({
  option,
  entreeName,
  onChange,
  onRemove,
}: {
  option: MenuDraftOption;
  entreeName: string;
  onChange: (o: MenuDraftOption) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-end gap-2">
      <TextField
        tone="compact"
        className="min-w-32 flex-1"
        label={t('console.menuEdit.optionName')}
        maxLength={MENU_DRAFT_LIMITS.optionNameMax}
        value={option.name}
        onChange={(e) => onChange({ ...option, name: e.currentTarget.value })}
      />
      <TextField
        tone="compact"
        className="w-28"
        label={t('console.menuEdit.optionPrice')}
        type="number"
        inputMode="decimal"
        step="any"
        value={shown(option.price)}
        onChange={(e) => onChange({ ...option, price: num(e.currentTarget.value) })}
      />
      <TextField
        tone="compact"
        className="w-24"
        label={t('console.menuEdit.optionQuantity')}
        type="number"
        inputMode="numeric"
        min={1}
        value={shown(option.max_quantity)}
        onChange={(e) => onChange({ ...option, max_quantity: num(e.currentTarget.value) })}
      />
      <label className="flex min-h-12 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5"
          checked={option.is_default}
          onChange={(e) => onChange({ ...option, is_default: e.currentTarget.checked })}
        />
        {t('console.menuEdit.optionDefault')}
      </label>
      {onRemove && (
        <button
          type="button"
          className="btn-secondary"
          aria-label={t('console.menuEdit.removeOption', { name: option.name || entreeName })}
          onClick={onRemove}
        >
          {t('console.menuEdit.remove')}
        </button>
      )}
    </li>
  );
}

function GroupEditor({
  group,
  entreeName,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  group: MenuDraftOptionGroup;
  entreeName: string;
  first: boolean;
  last: boolean;
  onChange: (g: MenuDraftOptionGroup) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const setOption = (i: number, o: MenuDraftOption) =>
    onChange({ ...group, options: group.options.map((x, j) => (j === i ? o : x)) });
  return (
    <fieldset className="rounded-xl border border-gray-200 p-3">
      <legend className="px-1 font-semibold">{group.name || t('console.menuEdit.newGroup')}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          tone="compact"
          className="min-w-40 flex-1"
          label={t('console.menuEdit.groupName')}
          maxLength={MENU_DRAFT_LIMITS.groupNameMax}
          value={group.name}
          onChange={(e) => onChange({ ...group, name: e.currentTarget.value })}
        />
        <TextField
          tone="compact"
          className="w-24"
          label={t('console.menuEdit.min')}
          type="number"
          inputMode="numeric"
          min={0}
          value={shown(group.min)}
          onChange={(e) => onChange({ ...group, min: num(e.currentTarget.value) })}
        />
        <TextField
          tone="compact"
          className="w-24"
          label={t('console.menuEdit.max')}
          type="number"
          inputMode="numeric"
          min={1}
          value={shown(group.max)}
          onChange={(e) => onChange({ ...group, max: num(e.currentTarget.value) })}
        />
        <button
          type="button"
          className="btn-icon"
          disabled={first}
          aria-label={t('console.menuEdit.moveUp', { name: group.name })}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn-icon"
          disabled={last}
          aria-label={t('console.menuEdit.moveDown', { name: group.name })}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-label={t('console.menuEdit.removeGroup', { name: group.name })}
          onClick={onRemove}
        >
          {t('console.menuEdit.remove')}
        </button>
      </div>
      <ul className="mt-3 space-y-2">
        {group.options.map((option, i) => (
          <OptionRow
            key={option.id ?? `new-${i}`}
            option={option}
            entreeName={entreeName}
            onChange={(o) => setOption(i, o)}
            onRemove={
              group.options.length > 1
                ? () => onChange({ ...group, options: group.options.filter((_, j) => j !== i) })
                : undefined
            }
          />
        ))}
      </ul>
      <button
        type="button"
        className="btn-secondary mt-2"
        onClick={() =>
          onChange({
            ...group,
            options: [...group.options, { name: '', price: 0, max_quantity: 1, is_default: false }],
          })
        }
      >
        {t('console.menuEdit.addOption')}
      </button>
    </fieldset>
  );
}

export function EntreeEditor({
  sid,
  entree,
  categories,
  categoryIndex,
  onChange,
  onMoveToCategory,
}: {
  /** The store, for uploading the entree's image. */
  sid: string;
  entree: MenuDraftEntree;
  /** Category names in order, for the 分類 select. */
  categories: string[];
  categoryIndex: number;
  onChange: (e: MenuDraftEntree) => void;
  onMoveToCategory: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const setGroup = (i: number, g: MenuDraftOptionGroup) =>
    onChange({ ...entree, option_groups: entree.option_groups.map((x, j) => (j === i ? g : x)) });
  return (
    <section className="card space-y-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {t('console.menuEdit.editEntree', { name: entree.name || t('console.menuEdit.newEntree') })}
      </h2>
      <div className="flex flex-wrap gap-3">
        <TextField
          tone="compact"
          className="min-w-48 flex-[2]"
          label={t('console.menuEdit.name')}
          maxLength={MENU_DRAFT_LIMITS.entreeNameMax}
          value={entree.name}
          onChange={(e) => onChange({ ...entree, name: e.currentTarget.value })}
        />
        <TextField
          tone="compact"
          className="w-32"
          label={t('console.menuEdit.price')}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={shown(entree.price)}
          onChange={(e) => onChange({ ...entree, price: num(e.currentTarget.value) })}
        />
        <FormField tone="compact" className="min-w-40 flex-1" label={t('console.menuEdit.category')}>
          {(control) => (
            <select
              className="field"
              value={categoryIndex}
              onChange={(e) => onMoveToCategory(Number(e.currentTarget.value))}
              {...control}
            >
              {categories.map((name, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: categories are chosen by place; names may be blank while typed
                <option key={i} value={i}>
                  {name || t('console.menuEdit.newCategory')}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField tone="compact" label={t('console.menuEdit.description')}>
        {(control) => (
          <textarea
            className="field min-h-20 py-2"
            maxLength={MENU_DRAFT_LIMITS.descriptionMax}
            value={entree.description}
            onChange={(e) => onChange({ ...entree, description: e.currentTarget.value })}
            {...control}
          />
        )}
      </FormField>
      <EntreeImageInput sid={sid} value={entree.image} onChange={(image) => onChange({ ...entree, image })} />
      {entree.collections.length > 0 && (
        <p className="rounded bg-amber-50 px-3 py-2 text-amber-900">{t('console.menuEdit.setMealNote')}</p>
      )}
      <div className="space-y-2">
        <h3 className="font-bold">{t('console.menuEdit.groups')}</h3>
        {entree.option_groups.length === 0 && (
          <p className="text-gray-700">{t('console.menuEdit.noGroups')}</p>
        )}
        {entree.option_groups.map((group, i) => (
          <GroupEditor
            key={group.id ?? `new-${i}`}
            group={group}
            entreeName={entree.name}
            first={i === 0}
            last={i === entree.option_groups.length - 1}
            onChange={(g) => setGroup(i, g)}
            onMove={(by) => onChange({ ...entree, option_groups: move(entree.option_groups, i, by) })}
            onRemove={() =>
              onChange({ ...entree, option_groups: entree.option_groups.filter((_, j) => j !== i) })
            }
          />
        ))}
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            onChange({
              ...entree,
              option_groups: [
                ...entree.option_groups,
                {
                  name: '',
                  min: 0,
                  max: 1,
                  options: [{ name: '', price: 0, max_quantity: 1, is_default: false }],
                },
              ],
            })
          }
        >
          {t('console.menuEdit.addGroup')}
        </button>
      </div>
    </section>
  );
}
