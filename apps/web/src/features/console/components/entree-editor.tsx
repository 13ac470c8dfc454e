/**
 * One entree of the menu draft (ADR 017 menu editing): name, price (TWD), category, description, image, and
 * its option groups (name, min/max choices) with their options (name, price delta, how many times each, chosen
 * in advance), and its 「食品標示」 (food-labels-editor.tsx). Set meals' slots are shown as kept, not edited. Every input is a field of the page's
 * react-hook-form form (`register` at its place in the draft; lists through useFieldArray), checked with the
 * API's own schema (ZPublishableMenuDraft): a refusal's zh-TW message shows under the field it concerns (spec §5
 * "Forms"). Nothing is sent until 儲存草稿.
 */
import {
  MENU_DRAFT_LIMITS,
  type MenuDraft,
  type MenuDraftEntree,
  type MenuDraftOption,
  type MenuDraftOptionGroup,
} from '@iding/domain';
import { useId } from 'react';
import { type UseFormReturn, useController, useFieldArray } from 'react-hook-form';
import { FieldMessage, FormField, TextField } from '../../../components/form-field';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { draftErrors, fieldMessage } from '../utils/menu-draft-errors';
import { EntreeImageInput } from './entree-image-input';
import { FoodLabelsEditor } from './food-labels-editor';

const L = MENU_DRAFT_LIMITS;

/** The menu draft's form (the page's useForm, checked with ZPublishableMenuDraft). */
export type MenuDraftForm = UseFormReturn<MenuDraft>;

/** Where an entree is in the draft's form: `categories.{c}.entrees.{e}`. */
export type EntreePath = `categories.${number}.entrees.${number}`;
type GroupPath = `${EntreePath}.option_groups.${number}`;
type OptionPath = `${GroupPath}.options.${number}`;

/**
 * What every editor part gets: the form, and `onEdit`, called after each change (the page clears its banner
 * and, once a save was refused, checks the whole draft again).
 */
interface EditorProps {
  form: MenuDraftForm;
  onEdit: () => void;
}

/** A number input's value as a number: NaN while empty, so the draft's check says 須為數字 instead of taking 0. */
const asNumber = { valueAsNumber: true } as const;

/** A new option: no name yet (the check asks for one), no price change, once, not chosen in advance. */
const newOption = (): MenuDraftOption => ({ name: '', price: 0, max_quantity: 1, is_default: false });

/** A new option group: choose at most one of one new option. */
const newGroup = (): MenuDraftOptionGroup => ({ name: '', min: 0, max: 1, options: [newOption()] });

/** A new entree of a category: named 新品項, $0, nothing else yet. */
export const newEntree = (t: TFunction): MenuDraftEntree => ({
  name: t('console.menuEdit.newEntree'),
  description: '',
  image: null,
  price: 0,
  option_groups: [],
  collections: [],
});

function OptionRow({
  form,
  onEdit,
  path,
  option,
  entreeName,
  onRemove,
}: EditorProps & {
  path: OptionPath;
  /** The option as it is now (for the remove button's name). */
  option: MenuDraftOption;
  entreeName: string;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  const own = fieldMessage(errors, `${path}.id`);
  return (
    <li>
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          tone="compact"
          className="min-w-32 flex-1"
          label={t('console.menuEdit.optionName')}
          maxLength={L.optionNameMax}
          error={fieldMessage(errors, `${path}.name`)}
          {...register(`${path}.name`, { onChange: onEdit })}
        />
        <TextField
          tone="compact"
          className="w-28"
          label={t('console.menuEdit.optionPrice')}
          type="number"
          inputMode="decimal"
          step="any"
          min={-L.optionDeltaMax}
          max={L.optionDeltaMax}
          error={fieldMessage(errors, `${path}.price`)}
          {...register(`${path}.price`, { ...asNumber, onChange: onEdit })}
        />
        <TextField
          tone="compact"
          className="w-24"
          label={t('console.menuEdit.optionQuantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={L.optionQuantityMax}
          error={fieldMessage(errors, `${path}.max_quantity`)}
          {...register(`${path}.max_quantity`, { ...asNumber, onChange: onEdit })}
        />
        {/* Level with the inputs: the labels above them are one line of text-sm. */}
        <label className="mt-5 flex min-h-12 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5"
            {...register(`${path}.is_default`, { onChange: onEdit })}
          />
          {t('console.menuEdit.optionDefault')}
        </label>
        {onRemove && (
          <button
            type="button"
            className="btn-secondary mt-5"
            aria-label={t('console.menuEdit.removeOption', { name: option.name || entreeName })}
            onClick={onRemove}
          >
            {t('console.menuEdit.remove')}
          </button>
        )}
      </div>
      <FieldMessage id={`${path}-error`} message={own} />
    </li>
  );
}

function GroupEditor({
  form,
  onEdit,
  path,
  group,
  entreeName,
  first,
  last,
  onMove,
  onRemove,
}: EditorProps & {
  path: GroupPath;
  /** The group as it is now (legend, option names). */
  group: MenuDraftOptionGroup;
  entreeName: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const options = useFieldArray({ control, name: `${path}.options`, keyName: 'key' });
  const edited = (change: () => void) => () => {
    change();
    onEdit();
  };
  // The group's own rules: 至少要有 1 個選項, 預設選了 N 個，超過最多選擇 (on its options), a repeated id.
  const listMessage = fieldMessage(errors, `${path}.options`) ?? fieldMessage(errors, `${path}.id`);
  return (
    <fieldset className="rounded-xl border border-gray-200 p-3">
      <legend className="px-1 font-semibold">{group.name || t('console.menuEdit.newGroup')}</legend>
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          tone="compact"
          className="min-w-40 flex-1"
          label={t('console.menuEdit.groupName')}
          maxLength={L.groupNameMax}
          error={fieldMessage(errors, `${path}.name`)}
          {...register(`${path}.name`, { onChange: onEdit })}
        />
        <TextField
          tone="compact"
          className="w-28"
          label={t('console.menuEdit.min')}
          type="number"
          inputMode="numeric"
          min={0}
          max={L.choicesMax}
          error={fieldMessage(errors, `${path}.min`)}
          {...register(`${path}.min`, { ...asNumber, onChange: onEdit })}
        />
        <TextField
          tone="compact"
          className="w-28"
          label={t('console.menuEdit.max')}
          type="number"
          inputMode="numeric"
          min={1}
          max={L.choicesMax}
          error={fieldMessage(errors, `${path}.max`)}
          {...register(`${path}.max`, { ...asNumber, onChange: onEdit })}
        />
        <div className="mt-5 flex gap-2">
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
      </div>
      <ul className="mt-3 space-y-2">
        {options.fields.map((field, i) => (
          <OptionRow
            key={field.key}
            form={form}
            onEdit={onEdit}
            path={`${path}.options.${i}`}
            option={group.options[i] ?? field}
            entreeName={entreeName}
            onRemove={options.fields.length > 1 ? edited(() => options.remove(i)) : undefined}
          />
        ))}
      </ul>
      <FieldMessage id={`${path}-options-error`} message={listMessage} />
      <button
        type="button"
        className="btn-secondary mt-2"
        onClick={edited(() => options.append(newOption()))}
      >
        {t('console.menuEdit.addOption')}
      </button>
    </fieldset>
  );
}

export function EntreeEditor({
  form,
  onEdit,
  path,
  sid,
  entree,
  categories,
  categoryIndex,
  onMoveToCategory,
}: EditorProps & {
  /** The entree's place in the draft. */
  path: EntreePath;
  /** The store, for uploading the entree's image. */
  sid: string;
  /** The entree as it is now (heading, group legends, set meal). */
  entree: MenuDraftEntree;
  /** Category names in order, for the 分類 select. */
  categories: string[];
  categoryIndex: number;
  onMoveToCategory: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const groups = useFieldArray({ control, name: `${path}.option_groups`, keyName: 'key' });
  const image = useController({ control, name: `${path}.image` });
  const edited = (change: () => void) => () => {
    change();
    onEdit();
  };
  // A set meal's slots are not edited here, but a refusal in them (a choice that was deleted) is told here.
  const setMealMessage = draftErrors(errors, `${path}.collections`)[0]?.message;
  return (
    <section className="card space-y-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {t('console.menuEdit.editEntree', { name: entree.name || t('console.menuEdit.newEntree') })}
      </h2>
      <FieldMessage id={`${id}-id-error`} message={fieldMessage(errors, `${path}.id`)} />
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          tone="compact"
          className="min-w-48 flex-[2]"
          label={t('console.menuEdit.name')}
          maxLength={L.entreeNameMax}
          error={fieldMessage(errors, `${path}.name`)}
          {...register(`${path}.name`, { onChange: onEdit })}
        />
        <TextField
          tone="compact"
          className="w-36"
          label={t('console.menuEdit.price')}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          max={L.priceMax}
          error={fieldMessage(errors, `${path}.price`)}
          {...register(`${path}.price`, { ...asNumber, onChange: onEdit })}
        />
        <FormField tone="compact" className="min-w-40 flex-1" label={t('console.menuEdit.category')}>
          {(fieldControl) => (
            <select
              className="field"
              value={categoryIndex}
              onChange={(e) => onMoveToCategory(Number(e.currentTarget.value))}
              {...fieldControl}
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
      <FormField
        tone="compact"
        label={t('console.menuEdit.description')}
        error={fieldMessage(errors, `${path}.description`)}
      >
        {(fieldControl) => (
          <textarea
            className="field min-h-20 py-2"
            maxLength={L.descriptionMax}
            {...fieldControl}
            {...register(`${path}.description`, { onChange: onEdit })}
          />
        )}
      </FormField>
      <EntreeImageInput
        sid={sid}
        value={image.field.value}
        onChange={(next) => {
          image.field.onChange(next);
          onEdit();
        }}
        error={image.fieldState.error?.message}
        inputRef={image.field.ref}
        name={image.field.name}
      />
      <FoodLabelsEditor form={form} onEdit={onEdit} path={path} />
      {entree.collections.length > 0 && (
        <div>
          <p className="rounded bg-amber-50 px-3 py-2 text-amber-900">{t('console.menuEdit.setMealNote')}</p>
          <FieldMessage id={`${id}-set-meal-error`} message={setMealMessage} />
        </div>
      )}
      <div className="space-y-2">
        <h3 className="font-bold">{t('console.menuEdit.groups')}</h3>
        {groups.fields.length === 0 && <p className="text-gray-700">{t('console.menuEdit.noGroups')}</p>}
        {groups.fields.map((field, i) => {
          const group = entree.option_groups[i] ?? field;
          return (
            <GroupEditor
              key={field.key}
              form={form}
              onEdit={onEdit}
              path={`${path}.option_groups.${i}`}
              group={group}
              entreeName={entree.name}
              first={i === 0}
              last={i === groups.fields.length - 1}
              onMove={(by) => {
                groups.swap(i, i + by);
                onEdit();
              }}
              onRemove={edited(() => groups.remove(i))}
            />
          );
        })}
        <FieldMessage id={`${id}-groups-error`} message={fieldMessage(errors, `${path}.option_groups`)} />
        <button type="button" className="btn-secondary" onClick={edited(() => groups.append(newGroup()))}>
          {t('console.menuEdit.addGroup')}
        </button>
      </div>
    </section>
  );
}
