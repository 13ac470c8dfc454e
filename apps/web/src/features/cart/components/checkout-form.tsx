/**
 * Checkout fields (spec §2 cart page; spec §3 Order draft): 用餐方式 (one radiogroup of exactly the store's
 * types: 外帶, 內用, 外送, 宅配), then per type:
 * - 內用: 內用方式 現場入座 (桌號 1..table_limit) / 預約訂位 (date, time, 用餐人數) / 排隊候位 (用餐人數);
 * - 外帶 and 外送: pickup time — 盡快取餐 with the lead window, or 預約時間 with a date and a time in 5-minute
 *   steps (spec §5, §9); 宅配: no time (ships within Ship.ShipDays);
 * - 宅配 and 外送: 收件資訊 (收件人, 手機, 縣市 / 區域 from the zip table, 地址, 樓層);
 * - contact 姓名 / 手機, the type's payment list, and 訂單備註 unless the type hides it (HideOrderNote).
 * The sections it shares with changing an order are checkout-sections.tsx.
 */
import {
  type AvailTimeResponse,
  cashPaymentWhen,
  formatCurrency,
  isOnlinePayment,
  ORDER_TYPE_NAMES,
  ORDER_TYPE_PICKER_NAME,
  OrderType,
  offeredOrderTypes,
  orderTypeSettings,
  PaymentType,
  type StoreInfo,
  TW_DISTRICTS,
} from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { userQueryOptions } from '../../../api/get-user';
import { FieldMessage } from '../../../components/form-field';
import { CardFields } from '../../../entities/payment/card-fields';
import { isCardPayment } from '../../../entities/payment/pay-order';
import {
  canPayWithApplePay,
  canPayWithGooglePay,
  paymentChoices,
} from '../../../entities/payment/payment-choices';
import { PaymentLogo } from '../../../entities/payment/payment-logo';
import { useTranslation } from '../../../lib/i18n';
import { useOrderDraft } from '../../../stores/order-draft-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import type { CheckoutValues } from '../utils/checkout-schema';
import { shippingPrefill } from '../utils/shipping-prefill';
import {
  CheckoutField,
  ContactSection,
  DineInSection,
  MemoSection,
  OrderTimeSection,
  radioRow,
  Section,
  useOrderTimeChoices,
} from './checkout-sections';

const CITIES = Object.keys(TW_DISTRICTS);
/** The districts of a city in zip order ("110 信義區" → "信義區"). */
const districtsOf = (city: string) => (TW_DISTRICTS[city]?.split(',') ?? []).map((e) => e.split(' ')[1]!);

type CheckoutFormApi = UseFormReturn<CheckoutValues>;

/** 用餐方式: one radio for each type the store offers (外帶 when it names none). */
function OrderTypeSection({ form, store }: { form: CheckoutFormApi; store: StoreInfo }) {
  const offered = offeredOrderTypes(store);
  const orderTypes = offered.length ? offered : [OrderType.TAKEAWAY];
  return (
    <Section title={ORDER_TYPE_PICKER_NAME}>
      <div role="radiogroup" aria-label={ORDER_TYPE_PICKER_NAME}>
        {orderTypes.map((type) => (
          <label key={type} className={radioRow}>
            <input
              type="radio"
              value={String(type)}
              className="size-5 accent-brand-dark"
              {...form.register('orderType')}
            />
            <span>{ORDER_TYPE_NAMES[type as OrderType] ?? type}</span>
          </label>
        ))}
      </div>
    </Section>
  );
}

/**
 * 收件資訊 of 宅配 and 外送 (ZShippingInfos): 收件人, 手機, 縣市 / 區域 from the zip table, 地址, 樓層; 宅配 says
 * when it ships and its fee, 外送 shows `deliveryNote` (the quote) under the address.
 */
function ShippingSection({
  form,
  store,
  deliveryNote,
}: {
  form: CheckoutFormApi;
  store: StoreInfo;
  deliveryNote?: ReactNode;
}) {
  const { t } = useTranslation();
  const { watch, getValues, setValue, getFieldState } = form;
  const orderType = Number(watch('orderType'));
  const city = watch('city');
  const ship = orderType === OrderType.SHIP;
  const settings = orderTypeSettings(store, orderType);
  const loggedIn = useUser((u) => isLoggedIn(u));
  const member = useQuery({ ...userQueryOptions(store.identifier), enabled: loggedIn });
  const lastShipping = useOrderDraft((d) => d.lastShipping);
  const [name, phone] = watch(['name', 'phone']);
  // A prefilled district waits for its city's options to render (a select cannot hold a value it lacks).
  const pendingDistrict = useRef('');
  // A district belongs to its city: another city starts with no district chosen.
  useEffect(() => {
    const pending = pendingDistrict.current;
    pendingDistrict.current = '';
    if (pending && districtsOf(city).includes(pending)) setValue('district', pending);
    else if (!districtsOf(city).includes(getValues('district'))) setValue('district', '');
  }, [city, getValues, setValue]);
  // 收件人 follows 聯絡資訊 until the diner types one; an empty address takes the member's saved address, else
  // this browser's last one (shippingPrefill).
  useEffect(() => {
    const patch = shippingPrefill(
      getValues(),
      { name, phone },
      {
        recipient: getFieldState('recipient').isDirty,
        recipientPhone: getFieldState('recipientPhone').isDirty,
      },
      [member.data?.address, lastShipping],
    );
    const { district, ...rest } = patch;
    if (district) pendingDistrict.current = district;
    for (const [field, value] of Object.entries(rest) as [keyof typeof rest, string][]) {
      setValue(field, value);
    }
  }, [name, phone, member.data, lastShipping, getValues, getFieldState, setValue]);
  return (
    <Section title={t('orderTypes.shipping')}>
      {ship && (
        <p className="mb-2 text-sm text-gray-800" data-testid="ship-note">
          {settings?.ShipDays
            ? t('orderTypes.shipDays', { days: settings.ShipDays })
            : t('orderTypes.shipNoTime')}
          {settings?.ShippingFee
            ? `；${t('orderTypes.shippingFee')} ${formatCurrency(settings.ShippingFee)}`
            : ''}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <CheckoutField form={form} name="recipient" label={t('orderTypes.recipient')}>
          {(control) => <input className="field" autoComplete="name" {...control} />}
        </CheckoutField>
        <CheckoutField form={form} name="recipientPhone" label={t('orderTypes.recipientPhone')}>
          {(control) => (
            <input className="field" type="tel" inputMode="tel" autoComplete="tel" {...control} />
          )}
        </CheckoutField>
        <CheckoutField form={form} name="city" label={t('orderTypes.city')}>
          {(control) => (
            <select className="field" {...control}>
              <option value="">{t('orderTypes.chooseCity')}</option>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </CheckoutField>
        <CheckoutField form={form} name="district" label={t('orderTypes.district')}>
          {(control) => (
            <select className="field" {...control}>
              <option value="">{t('orderTypes.chooseDistrict')}</option>
              {districtsOf(city).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          )}
        </CheckoutField>
      </div>
      <div className="mt-2 grid grid-cols-[2fr_1fr] gap-2">
        <CheckoutField form={form} name="address" label={t('orderTypes.address')}>
          {(control) => <input className="field" autoComplete="street-address" {...control} />}
        </CheckoutField>
        <CheckoutField form={form} name="floor" label={t('orderTypes.floor')}>
          {(control) => <input className="field" {...control} />}
        </CheckoutField>
      </div>
      {!ship && deliveryNote}
    </Section>
  );
}

/**
 * 付款方式: the chosen type's payment list (spec §3) as entities/payment/payment-choices.ts offers it (儲值金
 * only for a member, with their balance at this store, spec §6; Apple Pay and Google Pay only where the browser
 * can pay with them; 外送 offers 貨到付款, never 現金 beside it); an online type is paid right after sending, a card first needs
 * its card (a prime).
 */
function PaymentSection({ form, store }: { form: CheckoutFormApi; store: StoreInfo }) {
  const { t } = useTranslation();
  const { register, watch, getValues, setValue, formState } = form;
  const orderType = Number(watch('orderType'));
  const settings = orderTypeSettings(store, orderType);
  const loggedIn = useUser((u) => isLoggedIn(u));
  const member = useQuery({ ...userQueryOptions(store.identifier), enabled: loggedIn });
  const [applePay] = useState(canPayWithApplePay);
  const [googlePay] = useState(canPayWithGooglePay);
  const choices = useMemo(
    () => paymentChoices(settings?.payments ?? [], { orderType, loggedIn, applePay, googlePay }),
    [settings?.payments, orderType, loggedIn, applePay, googlePay],
  );
  // The payment stays one the chosen type accepts (each type has its own list, spec §3) and this browser
  // offers: a draft's Apple Pay or Google Pay where it is hidden falls back to the first offline choice.
  useEffect(() => {
    const current = Number(getValues('payment'));
    if (getValues('payment') === '' || !choices.some((c) => c.type === current)) {
      const first = choices.find((c) => !isOnlinePayment(c.type));
      setValue('payment', first === undefined ? '' : String(first.type));
    }
  }, [choices, getValues, setValue]);
  const payment = Number(watch('payment'));
  return (
    <Section title={t('checkout.payment')}>
      <div role="radiogroup" aria-label={t('checkout.payment')}>
        {choices.map(({ type: p, label }) => (
          <label key={p} className={radioRow}>
            <input
              type="radio"
              value={String(p)}
              className="size-5 accent-brand-dark"
              {...register('payment')}
            />
            <PaymentLogo type={p} />
            <span>{label}</span>
            <span className="text-sm text-gray-700" aria-hidden>
              {p === PaymentType.CASH
                ? cashPaymentWhen(orderType)
                : p === PaymentType.STORE_CREDIT && member.data
                  ? t('payment.balance', { balance: formatCurrency(member.data.memberInfos.store_credit) })
                  : ''}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id="checkout-payment-error" message={formState.errors.payment?.message} />
      {isOnlinePayment(payment) && <p className="mt-1 text-sm text-gray-700">{t('payment.payOnline')}</p>}
      {isCardPayment(payment) && <CardFields paymentType={payment} />}
    </Section>
  );
}

export function CheckoutForm({
  form,
  store,
  avail,
  deliveryNote,
  deliveryEta,
}: {
  form: CheckoutFormApi;
  store: StoreInfo;
  avail: AvailTimeResponse | undefined;
  /** 外送: the quote's fee and ETA (or why there is none), shown under the address (spec §7 quote). */
  deliveryNote?: ReactNode;
  /** 外送: the quote's arrival (deliveryEtaText), shown by 盡快送達 instead of the store's lead window. */
  deliveryEta?: string;
}) {
  const orderType = Number(form.watch('orderType'));
  const addressed = orderType === OrderType.SHIP || orderType === OrderType.DELIVERY;
  const times = useOrderTimeChoices(form, avail);
  return (
    <div className="flex flex-col gap-3">
      <OrderTypeSection form={form} store={store} />
      {orderType === OrderType.DINE_IN && <DineInSection form={form} store={store} />}
      <OrderTimeSection form={form} avail={avail} choices={times} deliveryEta={deliveryEta} />
      {addressed && <ShippingSection form={form} store={store} deliveryNote={deliveryNote} />}
      <ContactSection form={form} />
      <PaymentSection form={form} store={store} />
      <MemoSection form={form} settings={orderTypeSettings(store, orderType)} />
    </div>
  );
}
