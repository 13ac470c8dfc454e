/**
 * Brands (spec §2 /brands, §3 Store lists "brands", §7 GET /api/brands?search=): every brand with its store
 * count, narrowed as the diner types (name or alias: 五十嵐 finds 50嵐). The search text lives in the URL
 * (?search=) so the back button and a shared link keep it.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MAX_SEARCH_LENGTH } from '../api/get-autocomplete';
import { useBrands } from '../api/get-brands';
import { BackLink } from '../components/back-link';
import { BrandList } from '../components/brand-grid';
import { SearchField } from '../components/search-field';
import { SectionError, SectionSkeleton } from '../components/section-status';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Milliseconds of no typing before the brands are asked for again. */
const SEARCH_DELAY_MS = 250;

/** /brands: a labelled brand search and the brands as rows, each opening /brands/{bid}/stores (spec §2). */
export function BrandsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH));
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const brands = useBrands(search);
  useDocumentTitle(t('discovery.brands.title'), t('app.name'));

  // Mirror the settled search into the URL (replace: typing is not a history entry per word).
  useEffect(() => {
    if ((params.get('search') ?? '') === search) return;
    setParams(search ? { search } : {}, { replace: true, preventScrollReset: true });
  }, [search, params, setParams]);

  const list = brands.data?.brands;
  return (
    <main className="mx-auto max-w-xl px-4 pt-2 pb-10 md:max-w-5xl xl:max-w-6xl">
      <BackLink to={paths.home()}>{t('discovery.backHome')}</BackLink>
      <h1 className="mt-1 mb-3 text-2xl font-bold">{t('discovery.brands.heading')}</h1>
      <search className="mb-4 block md:max-w-xl">
        <form
          onSubmit={(e) => {
            // The list already follows the text; Enter only closes the phone keyboard.
            e.preventDefault();
            (document.activeElement as HTMLElement | null)?.blur();
          }}
        >
          <SearchField
            label={t('discovery.brands.searchLabel')}
            placeholder={t('discovery.brands.searchPlaceholder')}
            value={text}
            onChange={setText}
          />
        </form>
      </search>

      {brands.isError ? (
        <SectionError
          text={t('discovery.errors.brands')}
          error={brands.error}
          onRetry={() => brands.refetch()}
        />
      ) : !list ? (
        <SectionSkeleton rows={4} className="h-20" />
      ) : (
        <>
          <p className="mb-2 text-sm text-gray-700" role="status">
            {list.length === 0
              ? search
                ? t('discovery.brands.noResult', { search })
                : t('discovery.brands.empty')
              : t('discovery.brands.count', { count: list.length })}
          </p>
          {/* Dimmed while the next search loads: the previous answer stays instead of a skeleton per keystroke. */}
          <div
            aria-busy={brands.isPlaceholderData}
            className={brands.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <BrandList brands={list} />
          </div>
        </>
      )}
    </main>
  );
}
