/**
 * The sandbox provider's card form (issue #13 §2; PROVIDERS.md §2 TapPay fields, whose getPrime it
 * imitates): 卡號, 有效期限, 安全碼. The number stays in this form: a valid test card becomes a sandbox prime
 * in the browser (domain sandboxPrimeOf) and only that prime is sent. 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined by the sandbox; any future expiry, any 3 digits.
 */
import { sandboxPrimeOf } from '@iding/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useCardPrime } from './card-prime';

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

export function CardFields() {
  const { t } = useTranslation();
  const uid = useId();
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const ccv = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<{ field: 'number' | 'expiry' | 'ccv'; message: string } | null>(null);

  useEffect(() => {
    const getPrime = () => {
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
      const prime = sandboxPrimeOf(digits, crypto.randomUUID());
      if (!prime) return fail('number', t('payment.card.notTestCard'));
      setError(null);
      return prime;
    };
    useCardPrime.getState().set(getPrime);
    return () => useCardPrime.getState().set(null);
  }, [t]);

  const field = (name: 'number' | 'expiry' | 'ccv') => ({
    id: `${uid}-${name}`,
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': error?.field === name ? `${uid}-error` : `${uid}-hint`,
    onInput: () => error?.field === name && setError(null),
  });

  return (
    <div className="mt-3 rounded-xl border border-gray-300 p-3" data-testid="card-fields">
      <p className="text-sm font-semibold text-gray-800">{t('payment.card.title')}</p>
      <label className="mt-2 block" htmlFor={`${uid}-number`}>
        <span className="text-sm text-gray-800">{t('payment.card.number')}</span>
        <input
          ref={number}
          className="field tabular-nums"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          {...field('number')}
        />
      </label>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <label className="block" htmlFor={`${uid}-expiry`}>
          <span className="text-sm text-gray-800">{t('payment.card.expiry')}</span>
          <input
            ref={expiry}
            className="field tabular-nums"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
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
            maxLength={4}
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
    </div>
  );
}
