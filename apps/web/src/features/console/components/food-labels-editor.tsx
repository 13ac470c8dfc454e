/**
 * The 「食品標示」 group of the entree editor (docs/features.md "Food labels"; ADR 017 menu editing): allergen
 * checkboxes (the groups of 食品過敏原標示規定), a 素食 radio group, a 辣度 select and the 豬肉 / 牛肉原產地 inputs.
 * One controlled field of the draft's form (`{entree}.labels`), checked with the API's own schema; a refusal's
 * zh-TW message shows under the part it concerns. Labels that say nothing are published as none.
 */
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  FOOD_LABEL_LIMITS,
  type FoodLabels,
  type MenuDraft,
  SPICY_NAMES,
  VEGETARIAN_NAMES,
  VEGETARIAN_TYPES,
} from '@iding/domain';
import { useId } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { FieldMessage, SelectField, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { fieldMessage } from '../utils/menu-draft-errors';

/** An entree with no labels yet. */
const EMPTY: FoodLabels = { allergens: [], vegetarian: null, spicy: 0, pork_origin: null, beef_origin: null };

/** The group for the entree at `path` (see the file comment); `onEdit` after each change. */
/** The two origins Taiwanese menus must show (豬肉 / 牛肉原產地), one text field each. */
const ORIGIN_FIELDS = [
  { key: 'pork_origin', label: 'console.menuEdit.labels.porkOrigin' },
  { key: 'beef_origin', label: 'console.menuEdit.labels.beefOrigin' },
] as const;

export function FoodLabelsEditor({
  form,
  onEdit,
  path,
}: {
  form: UseFormReturn<MenuDraft>;
  onEdit: () => void;
  /** The entree's place in the draft: `categories.{c}.entrees.{e}`. */
  path: `categories.${number}.entrees.${number}`;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ control: form.control, name: `${path}.labels` });
  const labels = field.value ?? EMPTY;
  const errors = form.formState.errors;
  const set = (patch: Partial<FoodLabels>) => {
    field.onChange({ ...labels, ...patch });
    onEdit();
  };
  return (
    <fieldset className="rounded-xl border border-gray-200 p-3" ref={field.ref as never}>
      <legend className="px-1 font-bold">{t('console.menuEdit.labels.title')}</legend>
      <fieldset>
        <legend className="text-sm font-semibold">{t('console.menuEdit.labels.allergens')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {ALLERGENS.map((a) => (
            <label key={a} className="flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={labels.allergens.includes(a)}
                onChange={(e) =>
                  set({
                    allergens: e.currentTarget.checked
                      ? ALLERGENS.filter((x) => x === a || labels.allergens.includes(x))
                      : labels.allergens.filter((x) => x !== a),
                  })
                }
              />
              {ALLERGEN_NAMES[a]}
            </label>
          ))}
        </div>
        <FieldMessage id={`${id}-allergens`} message={fieldMessage(errors, `${path}.labels.allergens`)} />
      </fieldset>
      <fieldset className="mt-2">
        <legend className="text-sm font-semibold">{t('console.menuEdit.labels.vegetarian')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {[null, ...VEGETARIAN_TYPES].map((v) => (
            <label key={v ?? 'none'} className="flex min-h-10 items-center gap-2">
              <input
                type="radio"
                className="size-5"
                name={`${id}-vegetarian`}
                checked={labels.vegetarian === v}
                onChange={() => set({ vegetarian: v })}
              />
              {v ? VEGETARIAN_NAMES[v] : t('console.menuEdit.labels.notVegetarian')}
            </label>
          ))}
        </div>
        <FieldMessage id={`${id}-vegetarian`} message={fieldMessage(errors, `${path}.labels.vegetarian`)} />
      </fieldset>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <SelectField
          tone="compact"
          className="w-32"
          label={t('console.menuEdit.labels.spicy')}
          value={String(labels.spicy)}
          options={SPICY_NAMES.map((name, level) => ({ value: String(level), label: name }))}
          error={fieldMessage(errors, `${path}.labels.spicy`)}
          onChange={(e) => set({ spicy: Number(e.currentTarget.value) })}
        />
        {ORIGIN_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            tone="compact"
            className="w-40"
            label={t(label)}
            placeholder={t('console.menuEdit.labels.originPlaceholder')}
            maxLength={FOOD_LABEL_LIMITS.originMax}
            value={labels[key] ?? ''}
            error={fieldMessage(errors, `${path}.labels.${key}`)}
            onChange={(e) => set({ [key]: e.currentTarget.value || null })}
          />
        ))}
      </div>
    </fieldset>
  );
}
