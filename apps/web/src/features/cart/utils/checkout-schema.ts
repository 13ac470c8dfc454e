/**
 * Checkout form rules (spec §5 "Forms"), built from the order request (ZCreateOrderRequest, spec §7 POST
 * /api/orders/order) so the form accepts what the server accepts: 姓名 required, ≤ FIELD_LIMITS.name; 手機
 * required, ≤ FIELD_LIMITS.phoneInput and the rule the server's create-order applies (`parseOrderPhone`: a
 * Taiwan mobile however written, 0912-345-678, +886 912 345 678…); memo ≤ FIELD_LIMITS.memo. The form's own fields (order type,
 * when, date, time, payment) are added here; a reserved pickup needs a date and a time.
 *
 * Order types: 內用 needs a tab; ready-for-seat a table number 1..table_limit
 * (isValidTableNumber, the server's rule); reservation and waiting a party size; 宅配 and 外送 the recipient
 * and address of ZShippingInfos (its messages), with the recipient's phone by parseOrderPhone. A reservation
 * always has a date and a time (no 盡快).
 *
 * Messages: the shared fields carry the domain's zh-TW VALIDATION_MESSAGES (the same texts as the catalogue's
 * validation.*, checked by schemas.test.ts); the form's own fields take theirs from the catalogue.
 */
import {
  FIELD_LIMITS,
  isValidTableNumber,
  ORDER_TAB_TYPES,
  OrderType,
  parseOrderPhone,
  VALIDATION_MESSAGES,
  ZCreateOrderRequest,
  ZShippingInfos,
} from '@iding/domain';
import { z } from 'zod';
import type { TFunction } from '../../../lib/i18n';
import { invoiceFormFields, refineInvoice } from './invoice-fields';

/** Longest order memo, characters (the memo box's maxLength). */
export const MEMO_MAX = FIELD_LIMITS.memo;

/** The checkout form: contact and memo from ZCreateOrderRequest plus the form's own choices. */
export function checkoutSchema(t: TFunction, tableLimit = 0) {
  const required = t('validation.required');
  const order = ZCreateOrderRequest.pick({ name: true, phone: true, memo: true });
  const ship = ZShippingInfos.shape;
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
      // 發票: invoice-fields.ts.
      ...invoiceFormFields,
      // Order-type fields; checked below only for the type and tab that use them.
      tab: z.enum(ORDER_TAB_TYPES),
      tableNumber: z.string(),
      partySize: z.string(),
      recipient: z.string(),
      recipientPhone: z.string(),
      city: z.string(),
      district: z.string(),
      address: z.string(),
      floor: z.string(),
    })
    .superRefine((v, ctx) => {
      refineInvoice(v, ctx);
      const type = Number(v.orderType);
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const dineIn = type === OrderType.DINE_IN;
      const reserving = dineIn ? v.tab === 'reservation' : type !== OrderType.SHIP && v.when === 'reserve';
      if (reserving) {
        if (!v.date) issue('date', required);
        if (!v.time) issue('time', required);
      }
      if (dineIn && v.tab === 'ready-for-seat') {
        if (!v.tableNumber.trim()) issue('tableNumber', t('orderTypes.tableRequired'));
        else if (!isValidTableNumber(v.tableNumber.trim(), tableLimit)) {
          issue('tableNumber', t('orderTypes.tableRange', { max: tableLimit }));
        }
      }
      if (type === OrderType.SHIP || type === OrderType.DELIVERY) {
        const check = (path: string, schema: z.ZodType, value: string) => {
          const r = schema.safeParse(value);
          if (!r.success) issue(path, r.error.issues[0]?.message ?? required);
        };
        check('recipient', ship.recipient, v.recipient);
        if (parseOrderPhone(v.recipientPhone) === null)
          issue('recipientPhone', VALIDATION_MESSAGES.orderPhone);
        check('city', ship.shipping_city, v.city);
        check('district', ship.shipping_district, v.district);
        check('address', ship.shipping_address, v.address);
        check('floor', ship.shipping_floor, v.floor);
      }
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;

/** The order-type fields of a new checkout (spec §3 order types): 現場入座, 2 people, no table and no address yet. */
export const NEW_ORDER_TYPE_FIELDS = {
  tab: 'ready-for-seat',
  tableNumber: '',
  partySize: '2',
  recipient: '',
  recipientPhone: '',
  city: '',
  district: '',
  address: '',
  floor: '',
} as const satisfies Partial<CheckoutValues>;
