/**
 * Search (spec §2 /stores/search, §7 GET /api/stores/autocomplete?search): suggestions while the diner types,
 * matching store and brand names (and aliases: 五十嵐), districts and addresses, partial input included (50,
 * 中壢). The field is a WAI-ARIA combobox: the suggestions are a listbox under it (stores, then brands),
 * Up/Down choose, Enter or a tap opens (a store → /store/{sid}, a brand → /brands/{bid}/stores). With an
 * empty field the recent searches (this device, max 5) show instead. ?q= pre-fills the field and follows it.
 */

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MAX_SEARCH_LENGTH } from '../api/get-autocomplete';
import { BackLink } from '../components/back-link';
import { SuggestionListbox, useSearchSuggestions } from '../components/search-suggestions';
import { SectionError } from '../components/section-status';
import { useRecentSearches } from '../hooks/use-recent-searches';

/** /stores/search (spec §2): the search field, its suggestions and the recent searches. */
export function SearchPage() {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const [initialText] = useState(() => (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH));
  const [text, setText] = useState(initialText);
  const { recent, remember, clear } = useRecentSearches();
  const state = useSearchSuggestions(text, id, () => remember(text));
  const { search, suggestions, options, settled, expanded, active, optionId, open, onKeyDown } = state;
  useDocumentTitle(t('discovery.search.title'), t('app.name'));

  // Mirror the settled text into the URL (replace: a reload or the back button comes back to it).
  useEffect(() => {
    if ((params.get('q') ?? '') === search) return;
    setParams(search ? { q: search } : {}, { replace: true, preventScrollReset: true });
  }, [search, params, setParams]);

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

      <SuggestionListbox state={state} idPrefix={id} className="mt-1" />

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
