/**
 * Food categories of the index page (spec §3 Store lists "food categories", §7 tag_categories): chips that
 * open the store list filtered by the category (/stores?category=…), with how many stores carry it.
 */
import type { TagCategoriesResponse } from '@iding/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Food category chips, each a link to /stores?category= (spec §3 food categories). */
export function CategoryChips({ categories }: { categories: TagCategoriesResponse['categories'] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.map((c) => (
        <li key={c.name}>
          <Link
            to={paths.storesFiltered({ category: c.name })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-gray-300 bg-white px-4 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark active:bg-gray-100"
          >
            {c.name}
            <span className="text-sm font-normal text-gray-600">
              {t('discovery.home.categoryCount', { count: c.store_count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
