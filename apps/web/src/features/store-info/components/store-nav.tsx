/**
 * The store's other pages (spec §2): 分店 /stores/{sid}/branch_stores, 最新消息 /stores/{sid}/news,
 * 店家資訊 /stores/{sid}/store_infos — three large tiles with line icons.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

const icon = (d: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    {d}
  </svg>
);

const ICONS = {
  branches: icon(
    <>
      <path d="M3 10l2-5h14l2 5" />
      <path d="M4 10v9h16v-9" />
      <path d="M9 19v-5h6v5" />
    </>,
  ),
  news: icon(
    <>
      <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
      <path d="M17 9h3v8a2 2 0 0 1-2 2" />
      <path d="M8 9h5M8 13h5" />
    </>,
  ),
  infos: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>,
  ),
};

/** 店家選單 navigation: 分店, 最新消息, 店家資訊 tiles (spec §2 store sub-pages). */
export function StoreNav({ sid }: { sid: string }) {
  const { t } = useTranslation();
  const items = [
    { to: paths.branchStores(sid), label: t('storeInfo.branches'), icon: ICONS.branches },
    { to: paths.storeNews(sid), label: t('storeInfo.news'), icon: ICONS.news },
    { to: paths.storeInfos(sid), label: t('storeInfo.infos'), icon: ICONS.infos },
  ];
  return (
    <nav aria-label={t('storeInfo.storeMenu')} className="mt-4">
      <ul className="grid grid-cols-3 gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="card flex min-h-18 flex-col items-center justify-center gap-1 p-2 text-center text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-dark active:bg-gray-100"
            >
              <span className="text-brand-dark">{item.icon}</span>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
