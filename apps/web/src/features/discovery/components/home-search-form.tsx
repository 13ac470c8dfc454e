/**
 * The index page's search box (spec §2 "/", issue #4 §1): submitting opens the search page
 * (/stores/search?q=…), where the suggestions are.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { SearchField } from './search-field';

/** A labelled search field and 搜尋 button; an empty search still opens the search page (recent searches). */
export function HomeSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <SearchField
          className="min-w-0 flex-1"
          label={t('discovery.home.searchLabel')}
          placeholder={t('discovery.home.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <button type="submit" className="btn-primary">
          {t('discovery.home.search')}
        </button>
      </form>
    </search>
  );
}
