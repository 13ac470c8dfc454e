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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('console.staff.audit.when')}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('console.staff.audit.who')}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('console.staff.audit.what')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t('console.staff.audit.ip')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id} className="border-b border-gray-100 align-top">
                  <td className="whitespace-nowrap py-1.5 pr-3 tabular-nums">
                    {formatDate(taipeiDate(e.at * 1000))} {taipeiTime(e.at * 1000)}
                  </td>
                  <td className="py-1.5 pr-3 break-all">
                    {e.actor ?? t('console.staff.audit.unknownActor')}
                  </td>
                  <td className="py-1.5 pr-3 break-all">{what(e)}</td>
                  <td className="py-1.5 font-mono break-all">{e.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
