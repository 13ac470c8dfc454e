/**
 * Checkout form rules (spec §5 "Forms"): 姓名 and 手機 required, 手機 by the domain's isValidPhone, memo
 * ≤ 200 chars, a reserved pickup needs a date and a time. Messages come from the zh-TW catalogue.
 */
import { isValidPhone } from '@iding/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const NAME_MAX = 50;
export const MEMO_MAX = 200;

export function checkoutSchema(t: TFunction) {
  const required = t('validation.required');
  return z
    .object({
      orderType: z.string(),
      when: z.enum(['asap', 'reserve']),
      date: z.string(),
      time: z.string(),
      name: z
        .string()
        .trim()
        .min(1, required)
        .max(NAME_MAX, t('validation.max', { count: NAME_MAX })),
      phone: z.string().trim().min(1, required).refine(isValidPhone, t('validation.phone')),
      payment: z.string().min(1, required),
      memo: z.string().max(MEMO_MAX, t('validation.max', { count: MEMO_MAX })),
    })
    .superRefine((v, ctx) => {
      if (v.when !== 'reserve') return;
      if (!v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: required });
      if (!v.time) ctx.addIssue({ code: 'custom', path: ['time'], message: required });
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;
