/**
 * Store news (spec §2 /stores/{sid}/news, §3 carousel_messages): every news item of the store in the
 * store's order (newest first), each with its own title, the date it was posted (2026/11/24)
 * and its text. An unknown store goes to /404.
 */

import { useParams } from 'react-router';
import { useStoreInfo } from '../../../api/get-store-info';
import { PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { useStoreNews } from '../api/get-store-news';
import { storeQueriesStatus } from '../components/store-query-status';
import { StoreSubPage } from '../components/store-sub-page';
import { newsDate } from '../utils/news-date';

/** /stores/{sid}/news (spec §2 store news, §7 GET /api/stores/{identifier}/news). */
export function NewsPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const news = useStoreNews(sid);
  useDocumentTitle(store.data?.name, t('storeInfo.news'));

  const status = storeQueriesStatus([
    { state: store, errorText: t('errors.get_store_infos') },
    { state: news, errorText: t('storeInfo.errors.get_store_news') },
  ]);
  if (status || !store.data || !news.data) return status ?? <PageLoading />;

  return (
    <StoreSubPage sid={sid} storeName={store.data.name} title={t('storeInfo.news')}>
      {news.data.news.length === 0 ? (
        <p className="mt-4 text-gray-700">{t('storeInfo.newsPage.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3 md:grid md:grid-cols-2">
          {news.data.news.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: news items have no id; the list is replaced whole and keeps the store's order
            <li key={i}>
              <article className="card" aria-labelledby={`news-${i}-h`}>
                {newsDate(item.date) && (
                  <p className="text-sm text-gray-700">
                    <time dateTime={item.date ?? undefined}>{newsDate(item.date)}</time>
                  </p>
                )}
                <h2 id={`news-${i}-h`} className="section-title text-lg">
                  {item.title}
                </h2>
                <p className="mt-1 whitespace-pre-line text-gray-800">{item.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </StoreSubPage>
  );
}
