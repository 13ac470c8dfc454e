/**
 * 優惠券 on the cart page (spec §3 Coupon state confirmedCoupons; spec §4 Coupons; spec §7 Coupons check):
 * the store's coupons as cards to tick with what each gives in plain zh-TW, a coupon the diner cannot use
 * greyed with the server's reason and a login link, a promo code's refusal under the field, and a coupon the
 * server removed marked 已移除 with its message.
 */
import { CouponApplicability, type CouponView, DiscountSource } from '@iding/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmedCoupon } from '../../../stores/order-draft-store';
import { CouponSection } from './coupon-section';

const view = (o: Partial<CouponView>): CouponView => ({
  id: 'c1',
  name: '信義店 滿百折 $20',
  description: '',
  apply_to: DiscountSource.STORE,
  applicability: CouponApplicability.ALL,
  exclusive: false,
  min_spend: 100,
  starts_at: 1_796_000_000,
  // 2027-12-08 00:00 Taipei: the last day is 2027/12/07.
  ends_at: 1_828_195_200,
  order_types: [],
  benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
  brand_name: '50嵐',
  store_identifier: '50lan-xinyi',
  store_name: '50嵐 信義店',
  use_status: 0,
  refusal: null,
  ...o,
});

const COUPONS = [
  view({}),
  view({
    id: 'c2',
    name: '會員 9 折',
    applicability: CouponApplicability.MEMBER,
    min_spend: 150,
    benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 10, max: 50 } },
    refusal: '此優惠券限會員使用，請先登入',
  }),
  view({
    id: 'c3',
    name: '滿 $150 送阿薩姆紅茶',
    benefit: { type: 'GiftCoupon', gift_entree_id: 'assam' },
  }),
  view({
    id: 'c4',
    name: '滿額折',
    min_spend: 0,
    benefit: {
      type: 'MultipleDiscountCoupon',
      tiers: [
        { min_spend: 500, amount: 60 },
        { min_spend: 300, amount: 30 },
      ],
    },
  }),
  view({
    id: 'c5',
    name: '珍珠奶茶 買一送一',
    benefit: { type: 'BuyOneGetOneFreeCoupon', entree_ids: ['pearl'] },
  }),
];

const NAMES: Record<string, string> = { assam: '阿薩姆紅茶', pearl: '珍珠奶茶' };

/** The section with its choice held as the cart page holds it (the draft), exposed through `onChange`. */
function Section({
  initial = [],
  onChange,
}: {
  initial?: ConfirmedCoupon[];
  onChange?: (next: ConfirmedCoupon[]) => void;
}) {
  const [chosen, setChosen] = useState(initial);
  return (
    <MemoryRouter>
      <CouponSection
        sid="50lan-xinyi"
        coupons={COUPONS}
        loadError={null}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          onChange?.(next);
        }}
        entreeName={(id) => NAMES[id]}
        loginTo="/stores/login?redirect=%2Fstores%2F50lan-xinyi%2Fcart"
      />
    </MemoryRouter>
  );
}

const cardOf = (name: string) => screen.getByText(name).closest('[data-testid="coupon-card"]') as HTMLElement;

describe('CouponSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what each coupon gives in plain zh-TW, with its minimum spend and last day', () => {
    render(<Section />);
    expect(within(cardOf('信義店 滿百折 $20')).getByTestId('coupon-benefit').textContent).toBe('折 $20');
    expect(cardOf('信義店 滿百折 $20').textContent).toContain('消費滿 $100 可用・使用期限至 2027/12/07');
    expect(within(cardOf('會員 9 折')).getByTestId('coupon-benefit').textContent).toBe('9 折 最高折 $50');
    expect(within(cardOf('滿 $150 送阿薩姆紅茶')).getByTestId('coupon-benefit').textContent).toBe(
      '贈「阿薩姆紅茶」',
    );
    expect(within(cardOf('滿額折')).getByTestId('coupon-benefit').textContent).toBe(
      '滿 $300 折 $30、滿 $500 折 $60',
    );
    expect(cardOf('滿額折').textContent).toContain('無最低消費');
    expect(within(cardOf('珍珠奶茶 買一送一')).getByTestId('coupon-benefit').textContent).toBe(
      '「珍珠奶茶」買一送一',
    );
  });

  it('ticks a coupon into the choice and out again; one the diner cannot use is greyed with the reason and a login link', async () => {
    const user = userEvent.setup();
    const changes: ConfirmedCoupon[][] = [];
    render(<Section onChange={(next) => changes.push(next)} />);
    await user.click(within(cardOf('信義店 滿百折 $20')).getByRole('checkbox'));
    expect((within(cardOf('信義店 滿百折 $20')).getByRole('checkbox') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(changes.at(-1)).toEqual([
      { id: 'c1', code: null, name: '信義店 滿百折 $20', apply_to: 0, removed: false, message: '' },
    ]);
    await user.click(within(cardOf('信義店 滿百折 $20')).getByRole('checkbox'));
    expect(changes.at(-1)).toEqual([]);

    const member = cardOf('會員 9 折');
    expect((within(member).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(member).getByTestId('coupon-refusal').textContent).toBe('此優惠券限會員使用，請先登入');
    expect(within(member).getByRole('link', { name: '登入後使用' }).getAttribute('href')).toBe(
      '/stores/login?redirect=%2Fstores%2F50lan-xinyi%2Fcart',
    );
    // Those the diner can use come first.
    const names = screen
      .getAllByTestId('coupon-card')
      .map((c) => c.querySelector('.font-semibold')?.textContent);
    expect(names.at(-1)).toBe('會員 9 折');
  });

  it('shows a promo code the server does not know under the field, in zh-TW, and adds nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 404,
            message: '找不到此優惠碼，請確認後再輸入',
            code: 'coupon_not_found',
          }),
          { status: 404 },
        ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const changes: ConfirmedCoupon[][] = [];
    render(<Section onChange={(next) => changes.push(next)} />);
    await user.click(screen.getByRole('button', { name: '使用' }));
    // Empty: said at once, nothing asked.
    expect(screen.getByTestId('promo-error').textContent).toBe('請輸入優惠碼');
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('輸入優惠碼'), 'nope');
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect((await screen.findByTestId('promo-error')).textContent).toBe('找不到此優惠碼，請確認後再輸入');
    expect(screen.getByLabelText('輸入優惠碼').getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/coupons/check');
    expect(JSON.parse(init.body as string)).toEqual({ identifier: '50lan-xinyi', code: 'NOPE' });
    expect(changes).toEqual([]);
  });

  it('adds a promo code the server accepts with its code, and refuses one whose refusal it answers', async () => {
    const user = userEvent.setup();
    const welcome = view({ id: 'p1', name: '優惠碼 WELCOME50', apply_to: DiscountSource.PROMO_CODE });
    const answers = [welcome, { ...welcome, id: 'p2', refusal: '您已使用過此優惠券' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 })),
    );
    const changes: ConfirmedCoupon[][] = [];
    render(<Section onChange={(next) => changes.push(next)} />);
    await user.type(screen.getByLabelText('輸入優惠碼'), 'welcome50');
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect((await screen.findByTestId('promo-coupon')).textContent).toContain('優惠碼 WELCOME50');
    expect(changes.at(-1)).toEqual([
      { id: 'p1', code: 'WELCOME50', name: '優惠碼 WELCOME50', apply_to: 1, removed: false, message: '' },
    ]);
    await user.type(screen.getByLabelText('輸入優惠碼'), 'USED10');
    await user.click(screen.getByRole('button', { name: '使用' }));
    expect((await screen.findByTestId('promo-error')).textContent).toBe('您已使用過此優惠券');
    expect(changes).toHaveLength(1);
  });

  it('marks a chosen coupon the server removed 已移除 with its message', () => {
    render(
      <Section
        initial={[
          {
            id: 'c1',
            code: null,
            name: '信義店 滿百折 $20',
            apply_to: 0,
            removed: true,
            message: '未達最低消費 $100，還差 $50',
          },
          {
            id: 'p1',
            code: 'WELCOME50',
            name: '優惠碼 WELCOME50',
            apply_to: 1,
            removed: true,
            message: '您已使用過此優惠券',
          },
        ]}
      />,
    );
    expect(within(cardOf('信義店 滿百折 $20')).getByTestId('coupon-removed').textContent).toBe(
      '已移除：未達最低消費 $100，還差 $50',
    );
    expect(within(screen.getByTestId('promo-coupon')).getByTestId('coupon-removed').textContent).toBe(
      '已移除：您已使用過此優惠券',
    );
  });
});
