/**
 * The "‹ 上一層" link at the top of the discovery pages (spec §2 /brands, /brands/{bid}/stores, /stores/search):
 * a real link with a 44 px touch target, so the way back never depends on the browser's back button.
 */
import { Link } from 'react-router';

/** @param to the in-app path to go back to; `children` is its zh-TW name (全部品牌, 首頁). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="-ml-1 inline-flex min-h-11 items-center gap-1 px-1 font-medium text-brand-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
    >
      <span aria-hidden>‹</span>
      {children}
    </Link>
  );
}
