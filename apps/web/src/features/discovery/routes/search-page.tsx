/**
 * Search (spec §2 /stores/search, §7 GET /api/stores/autocomplete?search): suggestions while the diner types,
 * matching store and brand names (and aliases: 五十嵐), districts and addresses, partial input included (50,
 * 中壢). The field is a WAI-ARIA combobox: the suggestions are a listbox under it (stores, then brands),
 * Up/Down choose, Enter or a tap opens (a store → /store/{sid}, a brand → /brands/{bid}/stores). With an
 * empty field the recent searches (this device, max 5) show instead. ?q= pre-fills the field and follows it.
 */

import { distanceMetres } from '@iding/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OpenBadge } from '../../../components/open-badge';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUserPosition } from '../../../hooks/use-user-position';
import { distanceParts } from '../../../lib/distance';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MAX_SEARCH_LENGTH, useAutocomplete } from '../api/get-autocomplete';
import { useSetCurrentStore } from '../api/set-current-store';
import { BackLink } from '../components/back-link';
import { BrandLogo } from '../components/brand-grid';
import { HighlightedText } from '../components/highlighted-text';
import { SectionError } from '../components/section-status';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { moveActive, type SuggestionOption, suggestionOptions } from '../utils/suggestion-options';

/** Milliseconds of no typing before suggestions are asked for (one call per pause, not per keystroke). */
const SEARCH_DELAY_MS = 250;

/** /stores/search (spec §2): the search field, its suggestions and the recent searches. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const [initialText] = useState(() => (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH));
  const [text, setText] = useState(initialText);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const suggestions = useAutocomplete(search);
  const setCurrentStore = useSetCurrentStore();
  const { recent, remember, clear } = useRecentSearches();
  const [active, setActive] = useState(-1);
  useDocumentTitle(t('discovery.search.title'), t('app.name'));

  // Mirror the settled text into the URL (replace: a reload or the back button comes back to it).
  useEffect(() => {
    if ((params.get('q') ?? '') === search) return;
    setParams(search ? { q: search } : {}, { replace: true, preventScrollReset: true });
  }, [search, params, setParams]);

  // The answer on screen may be for an older text (kept while the next loads); highlight what it answered.
  const answered = suggestions.data?.search ?? '';
  const options = text.trim() ? suggestionOptions(suggestions.data) : [];
  const settled = text.trim() === search && !suggestions.isFetching && answered === search;
  const expanded = options.length > 0;

  // New suggestions: nothing is active until the diner presses an arrow key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is triggered by a new answer, which the effect does not read
  useEffect(() => setActive(-1), [answered]);

  const optionId = (i: number) => `${id}-option-${i}`;
  const open = (option: SuggestionOption) => {
    remember(text);
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

  const status = !text.trim()
    ? ''
    : suggestions.isError
      ? ''
      : !settled
        ? t('discovery.search.searching')
        : options.length === 0
          ? t('discovery.search.noResult', { search })
          : resultsText(t, suggestions.data?.stores.length ?? 0, suggestions.data?.brands.length ?? 0);

  return (
    <main className="mx-auto max-w-xl px-4 pt-2 pb-10 md:max-w-5xl xl:max-w-6xl">
      <BackLink to={paths.home()}>{t('discovery.backHome')}</BackLink>
      <h1 className="mt-1 mb-3 text-2xl font-bold">{t('discovery.search.heading')}</h1>
      <search className="block md:max-w-xl">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const option = options[active];
            if (option) {
              open(option);
              return;
            }
            // Enter without a chosen suggestion: keep the search and close the phone keyboard to show the list.
            remember(text);
            inputRef.current?.blur();
          }}
        >
          <label htmlFor={`${id}-input`} className="text-sm font-medium text-gray-800">
            {t('discovery.search.label')}
          </label>
          <div className="relative">
            {/* type=text, not search: the browser's own clear cross would sit beside ours. */}
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={`${id}-listbox`}
              aria-activedescendant={active >= 0 && expanded ? optionId(active) : undefined}
              aria-describedby={`${id}-hint`}
              className="field pr-12"
              value={text}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={t('discovery.search.placeholder')}
              autoComplete="off"
              spellCheck={false}
              // Opened to type (no ?q=): the field is ready. Opened with a search from the index page: no focus,
              // so a phone keyboard does not cover the suggestions the diner came for.
              // biome-ignore lint/a11y/noAutofocus: only when the page was opened empty, to type into.
              autoFocus={!initialText}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
            />
            {text && (
              <button
                type="button"
                className="absolute top-1/2 right-1 mt-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-2xl leading-none text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-dark"
                aria-label={t('discovery.search.clear')}
                onClick={() => {
                  setText('');
                  inputRef.current?.focus();
                }}
              >
                <span aria-hidden>×</span>
              </button>
            )}
          </div>
          <p id={`${id}-hint`} className="sr-only">
            {t('discovery.search.keyboardHint')}
          </p>
        </form>
      </search>

      <p role="status" className="mt-3 min-h-6 text-sm text-gray-700">
        {status}
      </p>

      {text.trim() && suggestions.isError && (
        <SectionError
          text={t('discovery.errors.autocomplete')}
          error={suggestions.error}
          onRetry={() => suggestions.refetch()}
        />
      )}

      {/* Always in the DOM: aria-controls must point at an element, even with no suggestions. */}
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('discovery.search.suggestions')}
        hidden={!expanded}
        className={settled ? 'mt-1' : 'mt-1 opacity-60'}
      >
        {expanded && (
          <SuggestionGroups
            options={options}
            search={answered}
            active={active}
            idPrefix={id}
            optionId={optionId}
            onOpen={open}
            onHover={setActive}
          />
        )}
      </div>

      {!text.trim() && (
        <RecentSearches
          recent={recent}
          onPick={(s) => {
            setText(s);
            inputRef.current?.focus();
          }}
          onClear={clear}
        />
      )}

      {(!text.trim() || (settled && options.length === 0)) && (
        <p className="mt-6 flex flex-wrap gap-2">
          <Link to={paths.stores()} className="btn-secondary">
            {t('discovery.search.browseAll')}
          </Link>
          <Link to={paths.brands()} className="btn-secondary">
            {t('discovery.home.allBrands')}
          </Link>
        </p>
      )}
    </main>
  );
}

/** "找到 3 家店、1 個品牌", leaving out a kind with no match ("找到 3 家店"). */
function resultsText(t: TFunction, stores: number, brands: number): string {
  if (brands === 0) return t('discovery.search.resultsStores', { count: stores });
  if (stores === 0) return t('discovery.search.resultsBrands', { count: brands });
  return t('discovery.search.results', { stores, brands });
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
      {/* From 768 px the results sit in two or three columns (issue #11 §4). */}
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
 * (issue #11 §3: 「珍珠奶茶」等 3 項), matches marked; open now or closed, and the distance when the diner's
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

/** The recent searches of this device (newest first) as buttons that search again, and a clear button. */
function RecentSearches({
  recent,
  onPick,
  onClear,
}: {
  recent: string[];
  onPick: (text: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (recent.length === 0) return <p className="text-gray-700">{t('discovery.search.empty')}</p>;
  return (
    <section aria-labelledby="search-recent" className="mt-2">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="search-recent" className="section-title">
          {t('discovery.search.recent')}
        </h2>
        <button type="button" className="min-h-11 px-1 text-sm text-brand-dark underline" onClick={onClear}>
          {t('discovery.search.clearRecent')}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {recent.map((s) => (
          <li key={s}>
            <button type="button" className="btn-secondary" onClick={() => onPick(s)}>
              {s}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
