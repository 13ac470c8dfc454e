/**
 * The checkout form as the diner meets it (spec §5 "Forms"; spec §2 cart page): the real sections, the
 * checkout schema through zodResolver and the 發票 section, submitted with a click. A refused field shows the
 * domain's zh-TW message under it, marked aria-invalid and described by it, and the order is not sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { OrderType, PaymentType, type StoreInfo } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../../api/query-keys';
import { t } from '../../../lib/i18n';
import { useUser } from '../../../stores/user-store';
import { type CheckoutValues, checkoutSchema, NEW_ORDER_TYPE_FIELDS } from '../utils/checkout-schema';
import { CheckoutForm } from './checkout-form';
import { InvoiceSection } from './invoice-section';

/** A store that offers 外帶 paid in cash, no tables. */
const store = {
  identifier: 'tea-house',
  name: '茶館',
  table_name: '',
  table_limit: 0,
  app_settings: {
    OrderTypes: [OrderType.TAKEAWAY],
    ToGo: { payments: [PaymentType.CASH], MinLead: 10, Jumbo: 0 },
  },
} as unknown as StoreInfo;

const defaults: CheckoutValues = {
  orderType: String(OrderType.TAKEAWAY),
  when: 'asap',
  date: '',
  time: '',
  name: '',
  phone: '',
  memo: '',
  payment: String(PaymentType.CASH),
  invoiceType: 'paper',
  invoiceValue: '',
  companyTitle: '',
  ...NEW_ORDER_TYPE_FIELDS,
};

/** 盡快 is open now. */
const avail = {
  asap_available: true,
  lead: { start: '12:10', end: '12:20' },
  available_times: [],
} as never;

function Checkout({
  onSubmit,
  shop = store,
  values = defaults,
}: {
  onSubmit: (values: CheckoutValues) => void;
  shop?: StoreInfo;
  values?: CheckoutValues;
}) {
  const form = useForm<CheckoutValues>({ resolver: zodResolver(checkoutSchema(t)), defaultValues: values });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <CheckoutForm form={form} store={shop} avail={avail} />
      <InvoiceSection form={form} />
      <button type="submit">送出訂單</button>
    </form>
  );
}

/** renderCheckout's render, to unmount between cases of one test. */
function renderCheckoutUnmountable(shop: StoreInfo, values: CheckoutValues) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Checkout onSubmit={vi.fn()} shop={shop} values={values} />
    </QueryClientProvider>,
  );
}

function renderCheckout(shop: StoreInfo = store, values: CheckoutValues = defaults) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Checkout onSubmit={onSubmit} shop={shop} values={values} />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const phoneField = () => screen.getByRole('textbox', { name: '手機' });
const submit = () => screen.getByRole('button', { name: '送出訂單' });

describe('checkout form', () => {
  it('refuses a missing phone with its zh-TW message and does not send', async () => {
    const { onSubmit, user } = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王小明');
    await user.click(submit());

    const message = await screen.findByText('請輸入 09 開頭的 10 碼手機號碼');
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(phoneField().getAttribute('aria-describedby')).toBe(message.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a phone that is not a Taiwan mobile, then sends once it is one', async () => {
    const { onSubmit, user } = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王小明');
    await user.type(phoneField(), '02-2345-6789');
    await user.click(submit());

    expect((await screen.findByText('請輸入 09 開頭的 10 碼手機號碼')).getAttribute('role')).toBe('alert');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(phoneField());
    await user.type(phoneField(), '0912-345-678');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: '王小明', phone: '0912-345-678' });
    expect(screen.queryByText('請輸入 09 開頭的 10 碼手機號碼')).toBeNull();
  });

  it('checks the 手機條碼 carrier by its rule before sending', async () => {
    const { onSubmit, user } = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王小明');
    await user.type(phoneField(), '0912345678');
    await user.click(screen.getByRole('radio', { name: '手機條碼' }));
    const carrier = screen.getByRole('textbox', { name: '手機條碼' });
    await user.type(carrier, '/ab');
    await user.click(submit());

    const message = await screen.findByText('手機條碼格式錯誤');
    expect(carrier.getAttribute('aria-invalid')).toBe('true');
    expect(carrier.getAttribute('aria-describedby')).toBe(message.id);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(carrier);
    await user.type(carrier, '/ABC+123');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      invoiceType: 'mobile_barcode',
      invoiceValue: '/ABC+123',
    });
  });
});

/** A store taking `type` orders paid by `payments` (spec §3 payment list of that order type). */
function storeWith(type: OrderType, payments: number[]): StoreInfo {
  const key = { 0: 'ToGo', 1: 'DineIn', 2: 'Delivery', 3: 'Ship' }[type as 0 | 1 | 2 | 3];
  return {
    ...store,
    app_settings: { OrderTypes: [type], [key]: { payments, MinLead: 10, Jumbo: 0 } },
  } as unknown as StoreInfo;
}

const paymentNames = () =>
  within(screen.getByRole('radiogroup', { name: '付款方式' }))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.querySelector('span')?.textContent);

describe('payment choices', () => {
  afterEach(() => {
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });

  it('外送 offers 貨到付款 and not 現金 beside it', () => {
    renderCheckout(
      storeWith(OrderType.DELIVERY, [PaymentType.CASH, PaymentType.PAY_ON_DELIVERY, PaymentType.LINE_PAY]),
      { ...defaults, orderType: String(OrderType.DELIVERY) },
    );
    expect(paymentNames()).toEqual(['貨到付款', 'LINE Pay']);
    const cod = screen.getByRole('radio', { name: '貨到付款' }) as HTMLInputElement;
    // The cash the draft held became 貨到付款, the one the store lists.
    expect(cod.checked).toBe(true);
    expect(cod.value).toBe(String(PaymentType.PAY_ON_DELIVERY));
  });

  it('外送 at a store listing only 現金 names it 貨到付款 and still sends 現金 (what the store takes)', () => {
    renderCheckout(storeWith(OrderType.DELIVERY, [PaymentType.CASH, PaymentType.LINE_PAY]), {
      ...defaults,
      orderType: String(OrderType.DELIVERY),
    });
    expect(paymentNames()).toEqual(['貨到付款', 'LINE Pay']);
    const cod = screen.getByRole('radio', { name: '貨到付款' }) as HTMLInputElement;
    expect(cod.value).toBe(String(PaymentType.CASH));
    expect(cod.checked).toBe(true);
  });

  it('外帶 keeps 現金 (paid at pickup); 貨到付款 is not a takeaway payment', () => {
    renderCheckout(storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.CREDIT_CARD]));
    expect(paymentNames()).toEqual(['現金', '信用卡']);
  });

  it('hides Apple Pay where the browser cannot pay with it', () => {
    renderCheckout(
      storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.APPLE_PAY, PaymentType.LINE_PAY]),
    );
    expect(paymentNames()).toEqual(['現金', 'LINE Pay']);
  });

  it('hides Apple Pay when Safari has no card to pay with (canMakePayments false)', () => {
    (window as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => false };
    renderCheckout(storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.APPLE_PAY]));
    expect(paymentNames()).toEqual(['現金']);
  });

  it('offers Apple Pay where the browser can pay with it', () => {
    (window as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    renderCheckout(storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.APPLE_PAY]));
    expect(paymentNames()).toEqual(['現金', 'Apple Pay']);
  });

  it('hides Google Pay where the browser has no Payment Request API', () => {
    renderCheckout(storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.GOOGLE_PAY]));
    expect(paymentNames()).toEqual(['現金']);
  });

  it('offers Google Pay where the browser has the Payment Request API', () => {
    (window as { PaymentRequest?: unknown }).PaymentRequest = function PaymentRequest() {};
    renderCheckout(storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.GOOGLE_PAY]));
    expect(paymentNames()).toEqual(['現金', 'Google Pay']);
  });

  it('a draft paid by Apple Pay or Google Pay where they are hidden starts on 現金, not the hidden one', () => {
    for (const hidden of [PaymentType.APPLE_PAY, PaymentType.GOOGLE_PAY]) {
      const { unmount } = renderCheckoutUnmountable(
        storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.APPLE_PAY, PaymentType.GOOGLE_PAY]),
        { ...defaults, payment: String(hidden) },
      );
      expect(paymentNames()).toEqual(['現金']);
      expect((screen.getByRole('radio', { name: '現金' }) as HTMLInputElement).checked).toBe(true);
      unmount();
    }
  });

  it('shows each choice with its mark', () => {
    (window as { PaymentRequest?: unknown }).PaymentRequest = function PaymentRequest() {};
    const listed = [PaymentType.CASH, PaymentType.CREDIT_CARD, PaymentType.LINE_PAY, PaymentType.JKO_PAY];
    renderCheckout(storeWith(OrderType.TAKEAWAY, [...listed, PaymentType.TW_PAY, PaymentType.GOOGLE_PAY]));
    const marks = within(screen.getByRole('radiogroup', { name: '付款方式' }))
      .getAllByRole('radio')
      .map((r) =>
        r.closest('label')?.querySelector('svg[data-payment-logo]')?.getAttribute('data-payment-logo'),
      );
    expect(marks).toEqual([...listed, PaymentType.TW_PAY, PaymentType.GOOGLE_PAY].map(String));
    // The LINE Pay mark is its green badge with its name.
    const line = screen.getByRole('radio', { name: 'LINE Pay' }).closest('label')?.querySelector('svg');
    expect(line?.querySelector('rect')?.getAttribute('fill')).toBe('#06C755');
    expect(line?.textContent).toBe('LINE Pay');
  });

  it('offers 儲值金 to members only', () => {
    renderCheckout(storeWith(OrderType.TAKEAWAY, [PaymentType.CASH, PaymentType.STORE_CREDIT]));
    expect(paymentNames()).toEqual(['現金']);
  });
});

describe('發票 of a member (GET /api/user/invoice_carrier)', () => {
  afterEach(() => useUser.setState({ expireTime: null }));

  /** The 發票 section of a member whose remembered carrier is 捐贈發票 919, on `values`. */
  function renderMemberInvoice(values: CheckoutValues, drafted: boolean) {
    useUser.setState({ expireTime: Date.now() / 1000 + 3600 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(userKeys.invoiceCarrier(), {
      carrier: { invoice_type: 'donation', invoice_value: '919', company_title: null },
    });
    function MemberInvoice() {
      const form = useForm<CheckoutValues>({ defaultValues: values });
      return <InvoiceSection form={form} drafted={drafted} />;
    }
    render(
      <QueryClientProvider client={client}>
        <MemberInvoice />
      </QueryClientProvider>,
    );
  }

  it('starts on the carrier the server remembers while the draft holds no choice', async () => {
    renderMemberInvoice(defaults, false);
    expect(await screen.findByRole('textbox', { name: '愛心碼' })).toHaveProperty('value', '919');
    expect(screen.getByRole('radio', { name: '捐贈發票' })).toHaveProperty('checked', true);
  });

  it("keeps the draft's choice (typed before a reload) over the server's carrier", async () => {
    renderMemberInvoice({ ...defaults, invoiceType: 'mobile_barcode', invoiceValue: '/ABC+123' }, true);
    const carrier = screen.getByRole('textbox', { name: '手機條碼' });
    // The server's answer is in: give its effect a turn to (not) apply.
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole('radio', { name: '手機條碼' })).toHaveProperty('checked', true);
    expect(carrier).toHaveProperty('value', '/ABC+123');
    expect(screen.queryByRole('textbox', { name: '愛心碼' })).toBeNull();
  });
});
