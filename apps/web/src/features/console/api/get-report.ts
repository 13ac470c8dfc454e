/**
 * GET /api/console/stores/{sid}/reports (報表, docs/features.md "Reports"): the store's sales over a range
 * of Taipei business days; and the URL of the same figures as CSV.
 */
import { type ReportGroup, type ReportResponse, reportPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** A report's range (YYYY-MM-DD, inclusive) and the series' group. */
export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

/** Query key of a store's report (under ['console'], cleared at logout). */
export const reportKey = (sid: string, r: ReportRange) =>
  ['console', 'reports', sid, r.from, r.to, r.group] as const;

/**
 * The report.
 * @throws ApiError validation_error (400: a reversed or over-366-day range) | unauthorized (401) | forbidden
 *   (403, a store the staff member does not work at) | store_not_found (404)
 */
export function getReport(sid: string, r: ReportRange, signal?: AbortSignal): Promise<ReportResponse> {
  return api<ReportResponse>(reportPaths.api(sid, r), { signal, session: false });
}

/** The URL of the report's CSV: a plain link downloads it with the console cookie. */
export function reportCsvUrl(sid: string, r: ReportRange): string {
  return reportPaths.csv(sid, r);
}
