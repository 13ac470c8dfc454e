/** POST /api/user/verify — send a 6-digit code by SMS (spec §4 Registration steps: first → second step). */
import type { OtpPurpose } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { userMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface VerifyAnswer {
  status: 0;
  message: string;
  /** Epoch seconds when the code expires. */
  expire_time: number;
  /** Seconds until another code may be requested. */
  resend_after: number;
}

/**
 * @throws ApiError phone_taken (REGISTER), user_not_found (FORGET_PASSWORD), rate_limited, unauthorized
 *   (UPDATE_PHONE / DELETE_ACCOUNT without login), validation_error
 */
export function sendVerifyCode(body: {
  phone: string;
  purpose: OtpPurpose;
  identifier?: string | null;
}): Promise<VerifyAnswer> {
  const { identifier, ...rest } = body;
  return api<VerifyAnswer>(apiPaths.userVerify(), {
    method: 'POST',
    body: { country_code: '886', ...rest, ...(identifier ? { identifier } : {}) },
  });
}

/** POST /api/user/verify (spec §7): sends a code; as a mutation. */
export function useSendVerifyCode() {
  return useMutation({ mutationKey: userMutationKeys.sendVerifyCode(), mutationFn: sendVerifyCode });
}
