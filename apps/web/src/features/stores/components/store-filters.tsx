/**
 * Store-list filters: 全部 / 附近 toggle, city and district from the official zip table
 * (packages/domain tw-districts, hidden islands left out), and the active food category (spec §7 ?category=)
 * as a chip that clears it.
 */

import { FIRST_PAINT_CLASS as FP } from '@iding/domain';
import clsx from 'clsx';
import { useId } from 'react';
import { cityOptions, districtOptions } from '../../../lib/district-options';
import { useTranslation } from '../../../lib/i18n';

/** 全部 (every store) or 附近 (nearest first) — the `view` URL parameter of /stores. */
export type StoresView = 'all' | 'nearby';

/** 全部 / 附近 as two pressed-state buttons (spec §3 Store lists all_stores / near_by). */
export function ViewToggle({ view, onChange }: { view: StoresView; onChange: (view: StoresView) => void }) {
  const { t } = useTranslation();
  const options: { value: StoresView; label: string }[] = [
    { value: 'all', label: t('stores.viewAll') },
    { value: 'nearby', label: t('stores.viewNearby') },
  ];
  return (
    <fieldset className={FP.viewToggle}>
      <legend className="sr-only">{t('stores.view')}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={view === o.value}
          onClick={() => onChange(o.value)}
          className={clsx(FP.viewToggleButton, view === o.value ? FP.viewToggleOn : FP.viewToggleOff)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

const CITIES = cityOptions();

/** City and district selects from the zip table (spec §3 Store lists city, region); a new city clears the district. */
export function RegionFilter({
  city,
  district,
  onChange,
}: {
  city?: string;
  district?: string;
  /** Called with the new choice; a new city clears the district. */
  onChange: (filter: { city?: string; district?: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const districts = districtOptions(city);
  return (
    <fieldset className={FP.regionFilter}>
      <legend className="sr-only">{t('stores.filters')}</legend>
      <div>
        <label htmlFor={`${id}-city`} className={FP.regionLabel}>
          {t('stores.city')}
        </label>
        <select
          id={`${id}-city`}
          className={FP.citySelect}
          value={city ?? ''}
          onChange={(e) => onChange({ city: e.target.value || undefined })}
        >
          <option value="">{t('stores.allCities')}</option>
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-district`} className={FP.regionLabel}>
          {t('stores.district')}
        </label>
        <select
          id={`${id}-district`}
          className={FP.districtSelect}
          value={district ?? ''}
          disabled={!city}
          onChange={(e) => onChange({ city, district: e.target.value || undefined })}
        >
          <option value="">{t('stores.allDistricts')}</option>
          {districts.map((d) => (
            <option key={d.name} value={d.name}>
              {d.zip} {d.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** The active food category (spec §3 food categories) with a button that clears it. */
export function CategoryChip({ category, onClear }: { category: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-dark/10 pl-4 font-medium text-brand-dark">
      {t('stores.category', { category })}
      <button
        type="button"
        onClick={onClear}
        aria-label={t('stores.clearCategory', { category })}
        className="inline-flex size-11 items-center justify-center rounded-full text-xl leading-none focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <span aria-hidden>×</span>
      </button>
    </p>
  );
}
