/**
 * 異動紀錄 of the 員工 page (docs/features.md "Staff and roles"): who changed the store's staff, what, when and
 * from which address, newest first, a page at a time (載入更多, GET …/staff_audit?before=).
 */
import { formatDate, type StaffAuditEvent, taipeiDate, taipeiTime } from '@iding/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getStaffAudit, staffAuditKey } from '../api/get-staff-audit';

export function StaffAuditLog({ sid }: { sid: string }) {
  const { t } = useTranslation();
  const log = useInfiniteQuery({
    queryKey: staffAuditKey(sid),
    queryFn: ({ pageParam, signal }) => getStaffAudit(sid, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
    retry: false,
  });
  const events = log.data?.pages.flatMap((p) => p.events) ?? [];
  const what = (e: StaffAuditEvent) =>
    t(`console.staff.audit.actions.${e.action}`, {
      target: e.target,
      role: e.role ? t(`console.staff.roles.${e.role}`) : '',
    });

  return (
    <section className="card" aria-labelledby="staff-audit-heading" data-testid="staff-audit">
      <h2 id="staff-audit-heading" className="mb-2 text-lg font-bold">
        {t('console.staff.audit.heading')}
      </h2>
      {log.isPending && <p className="text-gray-700">{t('console.staff.audit.loading')}</p>}
      {log.error && (
        <p role="alert" className="text-red-800">
          {toApiError(log.error).message}
        </p>
      )}
      {log.isSuccess && events.length === 0 && (
        <p className="text-gray-700">{t('console.staff.audit.empty')}</p>
      )}
      {events.length > 0 && (
        // A list laid out as a table from sm; on a phone each entry takes a few lines (time and who, what, IP).
        <div>
          <p
            aria-hidden="true"
            className="hidden border-b border-gray-200 py-1 text-sm font-semibold text-gray-700 sm:grid sm:grid-cols-[9.5rem_8rem_1fr_8rem] sm:gap-x-3"
          >
            <span>{t('console.staff.audit.when')}</span>
            <span>{t('console.staff.audit.who')}</span>
            <span>{t('console.staff.audit.what')}</span>
            <span>{t('console.staff.audit.ip')}</span>
          </p>
          <ol className="divide-y divide-gray-100 text-sm">
            {events.map((e) => (
              <li
                key={e.id}
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[9.5rem_8rem_1fr_8rem]"
              >
                <span className="whitespace-nowrap tabular-nums text-gray-700 sm:text-gray-900">
                  {formatDate(taipeiDate(e.at * 1000))} {taipeiTime(e.at * 1000)}
                </span>
                <span className="break-all">{e.actor ?? t('console.staff.audit.unknownActor')}</span>
                <span className="col-span-2 break-all font-semibold sm:col-span-1 sm:font-normal">
                  {what(e)}
                </span>
                <span className="col-span-2 break-all font-mono text-gray-700 sm:col-span-1">
                  <span className="font-sans sm:hidden">{t('console.staff.audit.ip')} </span>
                  {e.ip}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className="btn-secondary mt-2"
          disabled={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('console.staff.audit.loadingMore') : t('console.staff.audit.more')}
        </button>
      )}
    </section>
  );
}
