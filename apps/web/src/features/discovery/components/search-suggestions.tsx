/**
 * The search suggestions (spec §7 GET /api/stores/autocomplete) as a WAI-ARIA combobox's listbox, shared by
 * the search page and the index page's search box: useSearchSuggestions asks for them while the diner types
 * and moves the active option with the arrow keys; SuggestionListbox draws them (stores, then brands; matches
 * marked, matched dishes named, open or closed, distance when the position is known).
 */

import { distanceMetres } from '@iding/domain';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { OpenBadge } from '../../../components/open-badge';
import { useUserPosition } from '../../../hooks/use-user-position';
import { distanceParts } from '../../../lib/distance';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAutocomplete } from '../api/get-autocomplete';
import { useSetCurrentStore } from '../api/set-current-store';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { moveActive, type SuggestionOption, suggestionOptions } from '../utils/suggestion-options';
import { BrandLogo } from './brand-grid';
import { HighlightedText } from './highlighted-text';

/** Milliseconds of no typing before suggestions are asked for (one call per pause, not per keystroke). */
const SEARCH_DELAY_MS = 250;

/**
 * Suggestions for `text` (as typed) and the combobox state around them: `search` is the settled, trimmed
 * text asked for; `options` the suggestions (none for blank text); `answered` the text the shown answer is
 * for (kept while the next loads); `settled` once the answer is for what is in the field; `active` the
 * option chosen with the arrow keys (-1: none), reset by each new answer. `onKeyDown` goes on the input;
 * `open` opens an option (a store → /store/{sid}, remembered as the current store; a brand → its stores),
 * calling `onOpen` first. `idPrefix` makes the option ids (aria-activedescendant).
 */
export function useSearchSuggestions(text: string, idPrefix: string, onOpen?: () => void) {
  const navigate = useNavigate();
  const setCurrentStore = useSetCurrentStore();
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const suggestions = useAutocomplete(search);
  const [active, setActive] = useState(-1);

  // The answer on screen may be for an older text (kept while the next loads); highlight what it answered.
  const answered = suggestions.data?.search ?? '';
  const options = text.trim() ? suggestionOptions(suggestions.data) : [];
  const settled = text.trim() === search && !suggestions.isFetching && answered === search;
  const expanded = options.length > 0;

  // New suggestions: nothing is active until the diner presses an arrow key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is triggered by a new answer, which the effect does not read
  useEffect(() => setActive(-1), [answered]);

  const optionId = (i: number) => `${idPrefix}-option-${i}`;
  const open = (option: SuggestionOption) => {
    onOpen?.();
    if (option.kind === 'store') {
      // spec §7 / §9: the server remembers the current store in a cookie; best effort, the page opens anyway.
      setCurrentStore.mutate(option.store.identifier);
      navigate(paths.store(option.store.identifier));
    } else {
      navigate(paths.brandStores(option.brand.identifier));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && active >= 0) {
      e.preventDefault();
      setActive(-1);
      return;
    }
    const next = moveActive(e.key, active, options.length);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  return {
    search,
    suggestions,
    answered,
    options,
    settled,
    expanded,
    active,
    setActive,
    optionId,
    open,
    onKeyDown,
  };
}

/** What SuggestionListbox draws: the useSearchSuggestions state. */
type SearchSuggestions = ReturnType<typeof useSearchSuggestions>;

/**
 * The listbox under a combobox input (id `${idPrefix}-listbox`, the input's aria-controls). Always in the
 * DOM, hidden without suggestions: aria-controls must point at an element. Dimmed while the answer is for an
 * older text.
 */
export function SuggestionListbox({
  state,
  idPrefix,
  className = '',
}: {
  state: SearchSuggestions;
  idPrefix: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      id={`${idPrefix}-listbox`}
      role="listbox"
      aria-label={t('discovery.search.suggestions')}
      hidden={!state.expanded}
      className={`${className} ${state.settled ? '' : 'opacity-60'}`}
    >
      {state.expanded && (
        <SuggestionGroups
          options={state.options}
          search={state.answered}
          active={state.active}
          idPrefix={idPrefix}
          optionId={state.optionId}
          onOpen={state.open}
          onHover={state.setActive}
        />
      )}
    </div>
  );
}

/** The listbox's two groups (店家, 品牌) as in the WAI-ARIA grouped listbox: a labelled group per kind. */
function SuggestionGroups({
  options,
  search,
  active,
  idPrefix,
  optionId,
  onOpen,
  onHover,
}: {
  options: SuggestionOption[];
  search: string;
  active: number;
  idPrefix: string;
  optionId: (index: number) => string;
  onOpen: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { position } = useUserPosition();
  const groups = (['store', 'brand'] as const)
    .map((kind) => ({ kind, items: options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === kind) }))
    .filter((g) => g.items.length > 0);
  return groups.map(({ kind, items }) => (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; a listbox groups options with role=group.
    <div key={kind} role="group" aria-labelledby={`${idPrefix}-${kind}`} className="mb-4">
      <div role="presentation" id={`${idPrefix}-${kind}`} className="mb-1 text-sm font-bold text-gray-800">
        {t(kind === 'store' ? 'discovery.search.stores' : 'discovery.search.brands')}
      </div>
      {/* From 768 px the results sit in two or three columns. */}
      <div role="presentation" className="md:grid md:grid-cols-2 md:gap-x-3 xl:grid-cols-3">
        {items.map(({ o, i }) => (
          // The keyboard chooses through the combobox input (aria-activedescendant, WAI-ARIA pattern), so an
          // option needs no key handler of its own; the click is for pointer and touch. tabIndex -1: focusable
          // by a tap, never a Tab stop.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input.
          <div
            key={o.key}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onClick={() => onOpen(o)}
            onPointerMove={() => i !== active && onHover(i)}
            className={
              i === active
                ? 'mb-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-brand-dark/10 p-3 ring-2 ring-brand-dark'
                : 'mb-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5 hover:bg-gray-50 active:bg-gray-100'
            }
          >
            {o.kind === 'store' ? (
              <StoreOption store={o.store} search={search} position={position} />
            ) : (
              <BrandOption brand={o.brand} search={search} />
            )}
          </div>
        ))}
      </div>
    </div>
  ));
}

/**
 * A store suggestion: its name, the brand when the name does not say it, the address, the dishes that matched
 * (「珍珠奶茶」等 3 項), matches marked; open now or closed, and the distance when the diner's
 * position is already known (never asked for here).
 */
function StoreOption({
  store,
  search,
  position,
}: {
  store: Extract<SuggestionOption, { kind: 'store' }>['store'];
  search: string;
  position: { latitude: number; longitude: number } | null;
}) {
  const { t } = useTranslation();
  const metres =
    position && store.latitude != null && store.longitude != null
      ? distanceMetres(position.latitude, position.longitude, store.latitude, store.longitude)
      : null;
  const distance = metres == null ? null : distanceParts(metres);
  return (
    <span className="min-w-0 flex-1">
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          {!store.name.includes(store.brand_name) && (
            <span className="block text-sm text-brand-dark">
              <HighlightedText text={store.brand_name} search={search} />
            </span>
          )}
          <span className="block font-semibold break-words">
            <HighlightedText text={store.name} search={search} />
          </span>
        </span>
        <OpenBadge closed={store.is_closed} />
      </span>
      {store.dishes.length > 0 && (
        <span className="mt-0.5 block text-sm break-words text-gray-800" data-testid="matched-dishes">
          <DishList dishes={store.dishes} count={store.dish_count} search={search} />
        </span>
      )}
      <span className="block text-sm break-words text-gray-700">
        <HighlightedText text={store.address} search={search} />
      </span>
      {distance && (
        <span className="block text-sm font-semibold text-brand-dark">
          {t('stores.distance', { distance: t(`stores.${distance.unit}`, { value: distance.value }) })}
        </span>
      )}
    </span>
  );
}

/** 餐點：「奶茶」、「波霸奶茶」等 6 項 — the first matching dishes, marked, and how many matched in all. */
function DishList({ dishes, count, search }: { dishes: string[]; count: number; search: string }) {
  const { t } = useTranslation();
  // The template is split around its {{dishes}} slot so the names can carry <mark>s.
  const template =
    count > dishes.length ? t('discovery.search.dishesMore', { count }) : t('discovery.search.dishes');
  const [before = '', after = ''] = template.split('{{dishes}}');
  const [open = '', close = ''] = t('discovery.search.dishQuoted').split('{{name}}');
  return (
    <>
      {before}
      {dishes.map((dish, i) => (
        <span key={dish}>
          {i > 0 && t('common.listSeparator')}
          {open}
          <HighlightedText text={dish} search={search} />
          {close}
        </span>
      ))}
      {after}
    </>
  );
}

/** A brand suggestion: logo, name (matches marked) and "品牌所有門市". */
function BrandOption({
  brand,
  search,
}: {
  brand: Extract<SuggestionOption, { kind: 'brand' }>['brand'];
  search: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <BrandLogo brand={brand} size="size-10" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words">
          <HighlightedText text={brand.name} search={search} />
        </span>
        <span className="block text-sm text-gray-700">{t('discovery.search.brandHint')}</span>
      </span>
    </>
  );
}
