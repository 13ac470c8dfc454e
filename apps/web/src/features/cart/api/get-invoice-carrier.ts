/**
 * GET /api/user/invoice_carrier — the logged-in member's last e-invoice carrier, to pre-fill the 發票 section
 *.
 */
import type { InvoiceCarrierResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError unauthorized, token_expired, invalid_token (handled centrally, spec §4 Session) */
export function getInvoiceCarrier(signal?: AbortSignal): Promise<InvoiceCarrierResponse> {
  return api<InvoiceCarrierResponse>(apiPaths.userInvoiceCarrier(), { signal });
}

/** Under the member's keys, so a logout forgets it (query-keys.ts userKeys). */
export const invoiceCarrierQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.invoiceCarrier(),
    queryFn: ({ signal }) => getInvoiceCarrier(signal),
  });

/** The member's last carrier; only fetched while logged in. */
export function useInvoiceCarrier(enabled: boolean) {
  return useQuery({ ...invoiceCarrierQueryOptions(), enabled });
}
