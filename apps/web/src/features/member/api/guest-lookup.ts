/**
 * 查詢訂單 (ADR 028): POST /api/orders/guest_lookup/verify sends a code to the phone on a guest's orders,
 * POST …/check_verify checks it (this browser may then open those orders) and answers the orders, GET
 * /api/orders/guest_lookup lists the orders this browser may open (newest first; survives a reload).
 */
import type {
  GuestLookupCheckRequest,
  GuestLookupCodeRequest,
  GuestLookupCodeResponse,
  GuestOrdersResponse,
} from '@iding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError validation_error (not a Taiwan mobile), rate_limited */
export function sendGuestLookupCode(body: GuestLookupCodeRequest): Promise<GuestLookupCodeResponse> {
  return api<GuestLookupCodeResponse>(apiPaths.guestLookupVerify(), { method: 'POST', body });
}

/** @throws ApiError otp_invalid (wrong, expired, used or replaced code), validation_error, rate_limited */
export function checkGuestLookupCode(body: GuestLookupCheckRequest): Promise<GuestOrdersResponse> {
  return api<GuestOrdersResponse>(apiPaths.guestLookupCheckVerify(), { method: 'POST', body });
}

/** The guest orders this browser may open (GET /api/orders/guest_lookup). */
export function useGuestOrders() {
  return useQuery({
    queryKey: orderKeys.guestLookup(),
    queryFn: ({ signal }) => api<GuestOrdersResponse>(apiPaths.guestLookup(), { signal }),
  });
}

/** Sending a code as a mutation. */
export function useSendGuestLookupCode() {
  return useMutation({ mutationFn: sendGuestLookupCode });
}

/** Checking a code as a mutation; a right code's answer becomes the list. */
export function useCheckGuestLookupCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkGuestLookupCode,
    onSuccess: (answer) => client.setQueryData(orderKeys.guestLookup(), answer),
  });
}
