/**
 * Checkout form rules (spec §5 "Forms"), built from the order request (ZCreateOrderRequest, spec §7 POST
 * /api/orders/order) so the form accepts what the server accepts: 姓名 required, ≤ FIELD_LIMITS.name; 手機
 * required, ≤ FIELD_LIMITS.phoneInput and the rule the server's create-order applies (`parseOrderPhone`: a
 * Taiwan mobile however written, 0912-345-678, +886 912 345 678…; issue #11 §2); memo ≤ FIELD_LIMITS.memo. The form's own fields (order type,
 * when, date, time, payment) are added here; a reserved pickup needs a date and a time.
 *
 * Messages: the shared fields carry the domain's zh-TW VALIDATION_MESSAGES (the same texts as the catalogue's
 * validation.*, checked by schemas.test.ts); the form's own fields take theirs from the catalogue.
 */
import { FIELD_LIMITS, parseOrderPhone, VALIDATION_MESSAGES, ZCreateOrderRequest } from '@iding/domain';
import { z } from 'zod';
import type { TFunction } from '../../../lib/i18n';
import { invoiceFormFields, refineInvoice } from './invoice-fields';

/** Longest order memo, characters (the memo box's maxLength). */
export const MEMO_MAX = FIELD_LIMITS.memo;

/** The checkout form: contact and memo from ZCreateOrderRequest plus the form's own choices. */
export function checkoutSchema(t: TFunction) {
  const required = t('validation.required');
  const order = ZCreateOrderRequest.pick({ name: true, phone: true, memo: true });
  return order
    .extend({
      orderType: z.string(),
      when: z.enum(['asap', 'reserve']),
      date: z.string(),
      time: z.string(),
      phone: order.shape.phone.refine((p) => parseOrderPhone(p) !== null, VALIDATION_MESSAGES.orderPhone),
      // The memo box always holds a value: the request's '' default is for API clients that omit it.
      memo: order.shape.memo.unwrap(),
      payment: z.string().min(1, required),
      // 發票 (issue #12 §4): invoice-fields.ts.
      ...invoiceFormFields,
    })
    .superRefine((v, ctx) => {
      refineInvoice(v, ctx);
      if (v.when !== 'reserve') return;
      if (!v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: required });
      if (!v.time) ctx.addIssue({ code: 'custom', path: ['time'], message: required });
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;
