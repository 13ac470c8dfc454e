/**
 * The card form as a phone types into it (spec §5 card payment; PROVIDERS.md §2 TapPay fields): the number
 * groups in fours and the expiry gets its slash as the digits are typed (a phone's numeric keypad has no "/"),
 * a paste is formatted the same, and the prime made from the form is what the API expects
 * (`test_sandbox_{outcome}_{last four}_{MMYY}_…`), whatever the diner typed between the digits.
 */
import { PaymentType } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CardFields } from './card-fields';
import { takeCard } from './card-prime';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CardFields paymentType={PaymentType.CREDIT_CARD} />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    number: screen.getByRole('textbox', { name: '卡號' }) as HTMLInputElement,
    expiry: screen.getByRole('textbox', { name: '有效期限' }) as HTMLInputElement,
    ccv: screen.getByRole('textbox', { name: '安全碼' }) as HTMLInputElement,
  };
}

/** Next year's last two digits: an expiry that is always in the future. */
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('card form as a phone types it', () => {
  it('asks for the numeric keypad on every field', () => {
    const { number, expiry, ccv } = renderCard();
    for (const field of [number, expiry, ccv]) expect(field.inputMode).toBe('numeric');
  });

  it('groups the card number in fours as it is typed', async () => {
    const { user, number } = renderCard();
    await user.type(number, '42424');
    expect(number.value).toBe('4242 4');
    await user.type(number, '24242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
  });

  it('puts the slash in the expiry: 1230 reads 12/30', async () => {
    const { user, expiry } = renderCard();
    await user.type(expiry, '12');
    expect(expiry.value).toBe('12');
    await user.type(expiry, '30');
    expect(expiry.value).toBe('12/30');
    // Nothing past MM/YY.
    await user.type(expiry, '9');
    expect(expiry.value).toBe('12/30');
  });

  it('formats a pasted number and expiry, with or without separators', async () => {
    const { user, number, expiry } = renderCard();
    number.focus();
    await user.paste('4242-4242-4242-4242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await user.clear(number);
    await user.paste('4000000000000002');
    expect(number.value).toBe('4000 0000 0000 0002');
    expiry.focus();
    await user.paste('0130');
    expect(expiry.value).toBe('01/30');
    await user.clear(expiry);
    await user.paste('01/30');
    expect(expiry.value).toBe('01/30');
  });

  it('makes the prime from the digits typed, as the API expects it', async () => {
    const { user, number, expiry, ccv } = renderCard();
    await user.type(number, '4242424242424242');
    await user.type(expiry, `12${nextYear}`);
    await user.type(ccv, '123');
    const card = takeCard();
    expect(card).toMatchObject({ prime: expect.stringMatching(`^test_sandbox_ok_4242_12${nextYear}_`) });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still refuses an expiry in the past, with its message', async () => {
    const { user, number, expiry, ccv } = renderCard();
    await user.type(number, '4242424242424242');
    await user.type(expiry, '0120');
    await user.type(ccv, '123');
    expect(takeCard()).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('請輸入有效期限（MM/YY），且不可早於本月');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
  });
});
