/**
 * The index page's search box (spec §2 "/", §7 GET /api/stores/autocomplete): suggests as the search page
 * does while the diner types (the same combobox and listbox: search-suggestions.tsx), several words included
 * (「台北 奶茶」). Up/Down choose a suggestion and Enter or a tap opens it; submitting without one opens the
 * search page (/stores/search?q=…) with every suggestion.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MAX_SEARCH_LENGTH } from '../api/get-autocomplete';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { SuggestionListbox, useSearchSuggestions } from './search-suggestions';

/** A labelled search combobox and 搜尋 button; an empty search still opens the search page (recent searches). */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const { remember } = useRecentSearches();
  const state = useSearchSuggestions(text, id, () => remember(text));
  const { options, expanded, active, optionId, open, onKeyDown } = state;
  return (
    <search className="block">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const option = options[active];
          if (option) {
            open(option);
            return;
          }
          navigate(paths.storesSearch(text.trim() || undefined));
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-input`} className="text-sm font-medium text-gray-800">
            {t('discovery.home.searchLabel')}
          </label>
          <input
            id={`${id}-input`}
            type="search"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={active >= 0 && expanded ? optionId(active) : undefined}
            aria-describedby={`${id}-hint`}
            className="field"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('discovery.home.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={`${id}-hint`} className="sr-only">
            {t('discovery.search.keyboardHint')}
          </p>
        </div>
        <button type="submit" className="btn-primary">
          {t('discovery.home.search')}
        </button>
      </form>
      <SuggestionListbox state={state} idPrefix={id} className="mt-3" />
    </search>
  );
}
