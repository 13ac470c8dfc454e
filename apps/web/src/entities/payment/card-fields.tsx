/**
 * The sandbox provider's card form (PROVIDERS.md §2 TapPay fields, whose getPrime it
 * imitates): 卡號, 有效期限, 安全碼. The number stays in this form: a valid test card becomes a sandbox prime
 * in the browser (domain sandboxPrimeOf) and only that prime is sent. 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined by the sandbox; any future expiry, any 3 digits.
 *
 * For a logged-in member paying by 信用卡 (not Apple Pay / Google Pay: wallets are never saved),
 * the member's saved cards come first (the default one chosen), then 使用新卡片 with the fields and a
 * 記住這張卡 checkbox; the server keeps the card only once the payment is paid.
 */
import { PaymentType, sandboxPrimeOf } from '@iding/domain';
import { MaskInput } from 'maska';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { isLoggedIn, useUser } from '../../stores/user-store';
import { type CardChoice, useCardPrime } from './card-prime';
import { CARD_BRAND_LABELS, useSavedCards } from './saved-cards';

const NEW_CARD = 'new';

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/**
 * The card's own formats as a phone types them (maska, a 3 KB input mask, keeps the caret and formats a paste):
 * the number in groups of four (up to 19 digits), the expiry MM/YY with the slash put in for the diner, since
 * the numeric keypad of a phone has no "/" (`1230` reads `12/30`). Only digits count: what the diner types or
 * pastes with spaces, dashes or a slash comes out the same. The prime is made from the digits (getPrime), so
 * what reaches the API does not change.
 */
export const CARD_MASKS = {
  number: { mask: '#### #### #### #### ###' },
  expiry: { mask: '##/##' },
} as const;

/** The 3- or 4-digit security code. */
const CCV_MAX = 4;

/**
 * A ref callback that keeps `ref` pointing at the input and formats it with `mask` while it is on screen
 * (React 19 runs the returned cleanup when the input leaves).
 */
function useMaskedRef(ref: RefObject<HTMLInputElement | null>, mask: { mask: string }) {
  return useCallback(
    (el: HTMLInputElement | null) => {
      ref.current = el;
      if (!el) return;
      const masked = new MaskInput(el, mask);
      return () => {
        masked.destroy();
        ref.current = null;
      };
    },
    [ref, mask],
  );
}

/** The card form of a card payment type (`paymentType`: 信用卡 2 offers saved cards and 記住這張卡). */
export function CardFields({ paymentType }: { paymentType: number }) {
  const { t } = useTranslation();
  const uid = useId();
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const ccv = useRef<HTMLInputElement>(null);
  const numberRef = useMaskedRef(number, CARD_MASKS.number);
  const expiryRef = useMaskedRef(expiry, CARD_MASKS.expiry);
  const [error, setError] = useState<{ field: 'number' | 'expiry' | 'ccv'; message: string } | null>(null);
  const loggedIn = useUser((u) => isLoggedIn(u));
  const canSave = loggedIn && paymentType === PaymentType.CREDIT_CARD;
  const saved = useSavedCards(canSave);
  const cards = canSave ? (saved.data ?? []) : [];
  const [picked, setPicked] = useState<string | null>(null);
  // The default card (listed first) until the diner picks another or a new card.
  const choice = picked ?? cards[0]?.card_identifier ?? NEW_CARD;
  const [remember, setRemember] = useState(false);
  const rememberRef = useRef(remember);
  rememberRef.current = remember && canSave;

  useEffect(() => {
    if (choice !== NEW_CARD) {
      const chosen: CardChoice = { cardIdentifier: choice };
      useCardPrime.getState().set(() => chosen);
      return () => useCardPrime.getState().set(null);
    }
    const getPrime = (): CardChoice | null => {
      const fail = (field: 'number' | 'expiry' | 'ccv', message: string) => {
        setError({ field, message });
        const el = { number, expiry, ccv }[field].current;
        el?.scrollIntoView({ block: 'center' });
        el?.focus({ preventScroll: true });
        return null;
      };
      const digits = (number.current?.value ?? '').replace(/[\s-]/g, '');
      if (!/^\d{13,19}$/.test(digits)) return fail('number', t('payment.card.numberInvalid'));
      const m = EXPIRY.exec((expiry.current?.value ?? '').trim());
      const now = new Date();
      const ym = (now.getFullYear() % 100) * 100 + now.getMonth() + 1;
      if (!m || Number(m[2]) * 100 + Number(m[1]) < ym)
        return fail('expiry', t('payment.card.expiryInvalid'));
      if (!/^\d{3,4}$/.test(ccv.current?.value ?? '')) return fail('ccv', t('payment.card.ccvInvalid'));
      const prime = sandboxPrimeOf(digits, crypto.randomUUID(), `${m[1]}${m[2]}`);
      if (!prime) return fail('number', t('payment.card.notTestCard'));
      setError(null);
      return rememberRef.current ? { prime, remember: true } : { prime };
    };
    useCardPrime.getState().set(getPrime);
    return () => useCardPrime.getState().set(null);
  }, [t, choice]);

  const field = (name: 'number' | 'expiry' | 'ccv') => ({
    id: `${uid}-${name}`,
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': error?.field === name ? `${uid}-error` : `${uid}-hint`,
    onInput: () => error?.field === name && setError(null),
  });

  const fields = (
    <div className="mt-3 rounded-xl border border-gray-300 p-3" data-testid="card-fields">
      <p className="text-sm font-semibold text-gray-800">{t('payment.card.title')}</p>
      <label className="mt-2 block" htmlFor={`${uid}-number`}>
        <span className="text-sm text-gray-800">{t('payment.card.number')}</span>
        <input
          ref={numberRef}
          className="field tabular-nums"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...field('number')}
        />
      </label>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <label className="block" htmlFor={`${uid}-expiry`}>
          <span className="text-sm text-gray-800">{t('payment.card.expiry')}</span>
          <input
            ref={expiryRef}
            className="field tabular-nums"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...field('expiry')}
          />
        </label>
        <label className="block" htmlFor={`${uid}-ccv`}>
          <span className="text-sm text-gray-800">{t('payment.card.ccv')}</span>
          <input
            ref={ccv}
            className="field tabular-nums"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={CCV_MAX}
            {...field('ccv')}
          />
        </label>
      </div>
      {error ? (
        <p id={`${uid}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error.message}
        </p>
      ) : (
        <p id={`${uid}-hint`} className="mt-2 text-sm text-gray-700">
          {t('payment.card.hint')}
        </p>
      )}
      {canSave && (
        <label className="mt-3 flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-brand-dark"
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <span>{t('payment.card.remember')}</span>
        </label>
      )}
    </div>
  );

  if (cards.length === 0) return fields;
  return (
    <fieldset className="mt-3" data-testid="saved-card-choice">
      <legend className="text-sm font-semibold text-gray-800">{t('payment.card.choose')}</legend>
      <div className="mt-1 grid gap-2">
        {cards.map((c) => (
          <label
            key={c.card_identifier}
            className="flex min-h-12 items-center gap-3 rounded-xl border border-gray-300 px-3 py-2"
          >
            <input
              type="radio"
              name={`${uid}-card`}
              className="size-5 accent-brand-dark"
              checked={choice === c.card_identifier}
              onChange={() => setPicked(c.card_identifier)}
            />
            <span className="flex-1">
              <span className="font-semibold">{CARD_BRAND_LABELS[c.brand]}</span>{' '}
              <span className="tabular-nums">•••• {c.last_four}</span>
              {c.expiry && (
                <span className="block text-sm text-gray-700 tabular-nums">
                  {t('payment.card.expires', { expiry: c.expiry })}
                </span>
              )}
            </span>
            {c.is_default && (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
                {t('payment.card.default')}
              </span>
            )}
          </label>
        ))}
        <label className="flex min-h-12 items-center gap-3 rounded-xl border border-gray-300 px-3 py-2">
          <input
            type="radio"
            name={`${uid}-card`}
            className="size-5 accent-brand-dark"
            checked={choice === NEW_CARD}
            onChange={() => setPicked(NEW_CARD)}
          />
          <span>{t('payment.card.useNew')}</span>
        </label>
      </div>
      {choice === NEW_CARD && fields}
    </fieldset>
  );
}
