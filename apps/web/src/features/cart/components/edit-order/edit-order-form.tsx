/**
 * The fields of an order the diner may change in edit mode (spec §3 Modes create/edit), the
 * checkout's own sections (checkout-sections.tsx, invoice-section.tsx): for 內用 its 桌號 or 用餐人數, the
 * pickup time (盡快取餐 or a reserved date and time in 5-minute steps, spec §5) or a reservation's date and
 * time, the contact 姓名 / 手機, 訂單備註 unless the type hides it, and 發票. 用餐方式, 內用方式 and 付款方式
 * are shown, not changed (the server refuses a change of type, tab or payment).
 */
import {
  type AvailTimeResponse,
  ORDER_TYPE_PICKER_NAME,
  OrderType,
  orderTypeLabel,
  orderTypeSettings,
  PAYMENT_TYPE_NAMES,
  type PaymentType,
  type StoreInfo,
} from '@iding/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import type { CheckoutValues } from '../../utils/checkout-schema';
import {
  ContactSection,
  DineInSection,
  MemoSection,
  OrderTimeSection,
  useOrderTimeChoices,
} from '../checkout-sections';
import { InvoiceSection } from '../invoice-section';

export function EditOrderForm({
  form,
  store,
  avail,
}: {
  form: UseFormReturn<CheckoutValues>;
  store: StoreInfo;
  avail: AvailTimeResponse | undefined;
}) {
  const { t } = useTranslation();
  const orderType = Number(form.watch('orderType'));
  const tab = form.watch('tab');
  const dineIn = orderType === OrderType.DINE_IN;
  const times = useOrderTimeChoices(form, avail);
  const payment = form.getValues('payment');

  return (
    <div className="flex flex-col gap-3">
      <div className="card">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-gray-700">{ORDER_TYPE_PICKER_NAME}</dt>
          <dd>{orderTypeLabel(orderType, dineIn ? tab : null)}</dd>
          <dt className="text-gray-700">{t('checkout.payment')}</dt>
          <dd>{PAYMENT_TYPE_NAMES[Number(payment) as PaymentType] ?? payment}</dd>
        </dl>
        <p className="mt-2 text-sm text-gray-700">{t('orderEdit.fixed')}</p>
      </div>
      {dineIn && <DineInSection form={form} store={store} tabFixed />}
      <OrderTimeSection form={form} avail={avail} choices={times} />
      <ContactSection form={form} />
      <MemoSection form={form} settings={orderTypeSettings(store, orderType)} />
      {/* The order's own invoice, not the member's remembered carrier. */}
      <InvoiceSection form={form} remembered="order" />
    </div>
  );
}
