/**
 * POST /api/user/check_verify — check a code (spec §4 Registration steps; ADR 008): REGISTER and
 * DELETE_ACCOUNT answer a verification_token, FORGET_PASSWORD a 15-minute password_reset session (cookie),
 * UPDATE_PHONE the member with the new phone.
 */
import type { CheckVerifyResponse, OtpPurpose } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError otp_invalid (wrong, expired, used or replaced code), rate_limited */
export function checkVerify(body: {
  phone: string;
  code: string;
  purpose: OtpPurpose;
  identifier?: string | null;
}): Promise<CheckVerifyResponse> {
  const { identifier, ...rest } = body;
  return api<CheckVerifyResponse>(apiPaths.userCheckVerify(), {
    method: 'POST',
    body: { country_code: '886', ...rest, ...(identifier ? { identifier } : {}) },
  });
}

/** POST /api/user/check_verify (spec §7) as a mutation. */
export function useCheckVerify() {
  return useMutation({ mutationKey: userMutationKeys.checkVerify(), mutationFn: checkVerify });
}
