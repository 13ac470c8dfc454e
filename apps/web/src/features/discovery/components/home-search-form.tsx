/**
 * The index page's search box (spec §2 "/", issue #4 §1): submitting opens the search page
 * (/stores/search?q=…), where the suggestions are.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { MAX_SEARCH_LENGTH } from '../api/get-autocomplete';

/** A labelled search field and 搜尋 button; an empty search still opens the search page (recent searches). */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <search>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(paths.storesSearch(text.trim() || undefined));
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-gray-800">
            {t('discovery.home.searchLabel')}
          </label>
          <input
            id={id}
            type="search"
            className="field"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('discovery.home.searchPlaceholder')}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary">
          {t('discovery.home.search')}
        </button>
      </form>
    </search>
  );
}
