/**
 * 優惠券 in the console (docs/features.md "Console coupons"): the list shows what each coupon gives, 已使用 N /
 * 上限 and its status; the owner's form sends every field of the chosen type (a promo code upper-cased by the
 * API, entrees picked from the menu), refuses bad input on the page with the API's own zh-TW messages and
 * sends nothing; 結束 asks first; staff see the list without the buttons.
 */
import {
  COUPON_CONSOLE_ROUTES,
  type ConsoleCoupon,
  consoleApiPaths,
  couponConsolePaths,
} from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { STORE, staffMe, stubConsoleApi } from '../../../test/console-factories';
import { ConsoleCouponsPage } from './console-coupons-page';

beforeAll(() => loadStrings('console'));
afterEach(() => vi.unstubAllGlobals());

const TEA = '00000000-0000-4000-8000-000000000201';
const MENU = {
  categories: [{ id: 1, name: '找好茶', entrees: [{ id: TEA, name: '阿薩姆紅茶', sold_out: false }] }],
};

function coupon(overrides: Partial<ConsoleCoupon> = {}): ConsoleCoupon {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    name: '開幕優惠',
    description: '',
    source: 1,
    applicability: 0,
    exclusive: false,
    min_spend: 100,
    starts_at: Date.UTC(2026, 10, 1, 0, 0) / 1000,
    ends_at: Date.UTC(2026, 11, 1, 0, 0) / 1000,
    order_types: [],
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 30 } },
    code: 'OPEN30',
    total_limit: 100,
    per_member_limit: 1,
    used_count: 7,
    status: 'active',
    brand_wide: false,
    created_at: Date.UTC(2026, 10, 1, 0, 0) / 1000,
    ...overrides,
  };
}

function renderPage(role: 'owner' | 'staff' = 'owner') {
  const sent: { url: string; body: unknown }[] = [];
  let list = [
    coupon(),
    coupon({
      id: '00000000-0000-4000-8000-000000000302',
      name: '紅茶買一送一',
      code: null,
      source: 2,
      benefit: { type: 'BuyOneGetOneFreeCoupon', entree_ids: [TEA] },
      total_limit: null,
      min_spend: 0,
      used_count: 2,
    }),
  ];
  stubConsoleApi({
    'GET /api/console/me': () => ({
      status: 200,
      body: staffMe({
        stores: [{ identifier: STORE, name: '茶館', brand_name: '茶館', role, can_order: true }],
      }),
    }),
    [`GET ${couponConsolePaths.api(STORE)}`]: () => ({ status: 200, body: { data: list } }),
    [`GET ${consoleApiPaths.menu(STORE)}`]: () => ({ status: 200, body: MENU }),
    [`POST ${couponConsolePaths.api(STORE)}`]: (body) => {
      sent.push({ url: 'create', body });
      const created = coupon({ id: '00000000-0000-4000-8000-000000000303', name: '新券', used_count: 0 });
      list = [created, ...list];
      return { status: 201, body: created };
    },
    [`POST ${couponConsolePaths.status(STORE, '00000000-0000-4000-8000-000000000301')}`]: (body) => {
      sent.push({ url: 'status', body });
      list = list.map((c, i) =>
        i === 0 ? { ...c, status: (body as { status: ConsoleCoupon['status'] }).status } : c,
      );
      return { status: 200, body: list[0] };
    },
  });
  const router = createMemoryRouter(
    [{ path: COUPON_CONSOLE_ROUTES.coupons, element: <ConsoleCouponsPage /> }],
    {
      initialEntries: [couponConsolePaths.page(STORE)],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('優惠券 page', () => {
  it('lists each coupon with what it gives, its use count and status', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('coupon-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('開幕優惠');
    expect(rows[0]!.textContent).toContain('折 $30（低消 $100）');
    expect(rows[0]!.textContent).toContain('優惠碼 OPEN30');
    expect(rows[0]!.textContent).toContain('已使用 7 / 100');
    expect(rows[0]!.textContent).toContain('使用中');
    expect(rows[1]!.textContent).toContain('阿薩姆紅茶 買一送一');
    expect(rows[1]!.textContent).toContain('已使用 2 / 不限');
  });

  it('sends the form with every field of a promo code, and refuses bad input without a request', async () => {
    const user = userEvent.setup();
    const sent = renderPage();
    await user.click(await screen.findByRole('button', { name: '新增優惠券' }));
    const form = screen.getByRole('form', { name: '新增優惠券' });
    await user.click(within(form).getByRole('button', { name: '建立優惠券' }));
    expect(await within(form).findByText('請輸入優惠券名稱')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('名稱'), '週年慶');
    await user.selectOptions(within(form).getByLabelText('類型'), 'EntreeDiscountCoupon');
    await user.click(within(form).getByLabelText('百分比'));
    await user.type(within(form).getByLabelText('折扣百分比（1–99，九折填 10）'), '120');
    await user.click(within(form).getByRole('button', { name: '建立優惠券' }));
    expect(await within(form).findByText('折扣百分比須在 1 到 99 之間')).toBeTruthy();
    expect(within(form).getByText('請至少選擇一個品項')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('折扣百分比（1–99，九折填 10）'));
    await user.type(within(form).getByLabelText('折扣百分比（1–99，九折填 10）'), '20');
    await user.type(within(form).getByLabelText('最多折抵（元，選填）'), '50');
    const tea = within(within(form).getByTestId('coupon-entrees')).getByLabelText('阿薩姆紅茶');
    await user.click(tea);
    expect((tea as HTMLInputElement).checked).toBe(true);
    await user.selectOptions(within(form).getByLabelText('優惠來源'), '1');
    await user.type(within(form).getByLabelText('優惠碼（4–20 個英文字母或數字）'), 'anniv26');
    await user.click(within(form).getByLabelText('內用'));
    await user.type(within(form).getByLabelText('總張數（留空：不限）'), '200');
    await user.click(within(form).getByLabelText('不可與其他優惠併用'));
    await user.click(within(form).getByRole('button', { name: '建立優惠券' }));
    expect(await screen.findByText('已新增「新券」')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      name: '週年慶',
      source: 1,
      applicability: 0,
      exclusive: true,
      min_spend: 0,
      order_types: [1],
      benefit: {
        type: 'EntreeDiscountCoupon',
        entree_ids: [TEA],
        value: { kind: 'percent', percent: 20, max: 50 },
      },
      code: 'anniv26',
      total_limit: 200,
      per_member_limit: 1,
    });
    const body = sent[0]!.body as { starts_at: number; ends_at: number };
    expect(body.ends_at).toBeGreaterThan(body.starts_at);
  });

  it('asks before 結束, and pauses at once', async () => {
    const user = userEvent.setup();
    const sent = renderPage();
    const [first] = await screen.findAllByTestId('coupon-row');
    await user.click(within(first!).getByRole('button', { name: '結束' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog!.textContent).toContain('無法再恢復');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '結束優惠券' }));
    expect(await screen.findByText('已更新「開幕優惠」的狀態')).toBeTruthy();
    expect(sent).toEqual([{ url: 'status', body: { status: 'ended' } }]);
  });

  it('shows staff the list without the buttons', async () => {
    renderPage('staff');
    const [first] = await screen.findAllByTestId('coupon-row');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增優惠券' })).toBeNull();
    expect(screen.getByText(/只有店家負責人可以新增/)).toBeTruthy();
  });
});
