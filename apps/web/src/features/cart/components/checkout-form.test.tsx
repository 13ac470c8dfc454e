/**
 * The checkout form as the diner meets it (spec §5 "Forms"; spec §2 cart page): the real sections, the
 * checkout schema through zodResolver and the 發票 section, submitted with a click. A refused field shows the
 * domain's zh-TW message under it, marked aria-invalid and described by it, and the order is not sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { OrderType, PaymentType, type StoreInfo } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../../lib/i18n';
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

function Checkout({ onSubmit }: { onSubmit: (values: CheckoutValues) => void }) {
  const form = useForm<CheckoutValues>({ resolver: zodResolver(checkoutSchema(t)), defaultValues: defaults });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <CheckoutForm form={form} store={store} avail={avail} />
      <InvoiceSection form={form} />
      <button type="submit">送出訂單</button>
    </form>
  );
}

function renderCheckout() {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Checkout onSubmit={onSubmit} />
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
