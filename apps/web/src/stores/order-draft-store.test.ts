/** Order draft kept for the cart's lifetime (spec §3 "Order draft"). */
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, useCart } from './cart-store';
import {
  type ConfirmedCoupon,
  draftFromValues,
  draftOutlivedCart,
  EMPTY_DRAFT,
  saveCheckoutDraft,
  useOrderDraft,
} from './order-draft-store';

const line = { quantity: 1 } as (typeof EMPTY_CART.items)[number];

describe('order draft', () => {
  it('takes the checkout values, numbers parsed, for the cart of a store', () => {
    const draft = draftFromValues(
      {
        orderType: '0',
        when: 'reserve',
        date: '2026-11-25',
        time: '12:30',
        name: '王小明',
        phone: '0912345678',
        memo: '不要袋子',
        payment: '0',
      },
      '50lan-xinyi',
      EMPTY_DRAFT,
    );
    expect(draft).toEqual({
      orderType: 0,
      orderTimeChoice: 'reserve',
      orderDate: '2026-11-25',
      orderTime: '12:30',
      orderMemo: '不要袋子',
      paymentType: 0,
      contact: { name: '王小明', phone: '0912345678' },
      cartIdentifier: '50lan-xinyi',
      customItems: [],
      coupons: [],
      invoice: null,
    });
  });

  describe('發票 in the draft', () => {
    const typed = {
      name: '王小明',
      invoiceType: 'mobile_barcode',
      invoiceValue: '/ABC+123',
      companyTitle: '',
    } as const;

    it('holds none while the section shows the remembered carrier the diner has not touched', () => {
      expect(draftFromValues(typed, 's', EMPTY_DRAFT).invoice).toBeNull();
    });

    it('keeps the kind and values as typed once the diner changes one, and follows the form from then on', () => {
      const touched = draftFromValues(typed, 's', EMPTY_DRAFT, true);
      expect(touched.invoice).toEqual({
        invoiceType: 'mobile_barcode',
        invoiceValue: '/ABC+123',
        companyTitle: '',
      });
      // Another field typed later (not a 發票 change) keeps the 發票 the form holds.
      const company = {
        ...typed,
        invoiceType: 'company',
        invoiceValue: '10458574',
        companyTitle: '範例商行',
      } as const;
      expect(draftFromValues(company, 's', touched).invoice).toEqual({
        invoiceType: 'company',
        invoiceValue: '10458574',
        companyTitle: '範例商行',
      });
      // Back to paper is a choice too: it is kept, not forgotten.
      expect(draftFromValues({ ...typed, invoiceType: 'paper' }, 's', touched).invoice?.invoiceType).toBe(
        'paper',
      );
    });

    it('is dropped with the rest of the draft when the cart is emptied (an order sent)', () => {
      useCart.setState({ ...EMPTY_CART, identifier: 's', items: [line] });
      saveCheckoutDraft(typed, 's', true);
      expect(useOrderDraft.getState().invoice?.invoiceValue).toBe('/ABC+123');
      useCart.getState().clear();
      expect(useOrderDraft.getState()).toMatchObject({ invoice: null, cartIdentifier: null, contact: null });
    });
  });

  it('keeps the custom items chosen on the cart page (not a form field) as they are', () => {
    const current = { ...EMPTY_DRAFT, customItems: ['bag-id'] };
    expect(draftFromValues({ memo: '少冰' }, 's', current).customItems).toEqual(['bag-id']);
  });

  describe('coupons (spec §3 confirmedCoupons, spec §4 Coupons)', () => {
    const chosen: ConfirmedCoupon[] = [
      { id: 'a', code: null, name: '折 20', apply_to: 0, removed: false, message: '' },
      { id: 'b', code: 'WELCOME50', name: '優惠碼', apply_to: 1, removed: false, message: '' },
    ];

    it('keeps the coupons chosen on the cart page as the form changes', () => {
      expect(draftFromValues({ memo: '少冰' }, 's', { ...EMPTY_DRAFT, coupons: chosen }).coupons).toEqual(
        chosen,
      );
    });
  });

  it('keeps the current order type and payment when the form holds none, and reads anything but reserve as asap', () => {
    const current = { ...EMPTY_DRAFT, orderType: 2, paymentType: 3 };
    const draft = draftFromValues({ when: 'later?' }, 's', current);
    expect(draft).toMatchObject({ orderType: 2, paymentType: 3, orderTimeChoice: 'asap', orderMemo: '' });
  });

  it('outlives its cart when the cart is emptied or belongs to another store', () => {
    const cart = { ...EMPTY_CART, identifier: 'a', items: [line] };
    expect(draftOutlivedCart('a', cart)).toBe(false);
    expect(draftOutlivedCart('a', { ...cart, items: [] })).toBe(true);
    expect(draftOutlivedCart('a', { ...cart, identifier: 'b' })).toBe(true);
    // No draft: nothing to drop.
    expect(draftOutlivedCart(null, { ...cart, items: [] })).toBe(false);
  });
});
