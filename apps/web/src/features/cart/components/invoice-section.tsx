/**
 * 發票 on the cart page (spec §1 invoice kinds, §3 invoiceType / invoiceValue): radios 紙本發票,
 * 手機條碼, 自然人憑證, 公司統編, 捐贈發票 and the input of the chosen kind (手機條碼, 自然人憑證號碼, 統一編號 +
 * 公司抬頭, 愛心碼), checked by the domain rule of the kind (utils/invoice-fields.ts) with the message under
 * the field. Starts on what the order draft kept (stores/order-draft-store.ts: the choice survives a reload),
 * else on the remembered carrier: this browser's (stores/invoice-store.ts), and for a member the one the
 * server remembers (GET /api/user/invoice_carrier) while the diner has not chosen yet.
 *
 * 捐贈發票 offers well-known charities as one-tap choices (常用愛心碼: WELL_KNOWN_DONATION_CODES, sourced in
 * data/donation-codes.json) and takes any other valid 愛心碼 typed (3-7 digits).
 *
 * Changing a sent order (`remembered="order"`) starts on the order's own invoice and returns to it when the
 * diner goes back to its kind; the member's remembered carrier is not fetched there.
 */
import {
  FIELD_LIMITS,
  INVOICE_TYPE_NAMES,
  INVOICE_TYPES,
  type InvoiceType,
  WELL_KNOWN_DONATION_CODES,
} from '@iding/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { useInvoiceChoice } from '../../../stores/invoice-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { useInvoiceCarrier } from '../api/get-invoice-carrier';
import type { CheckoutValues } from '../utils/checkout-schema';

const radioRow = 'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1';

/** The keyboard each kind needs: digits only for 統一編號 and 愛心碼; letters (capitalised) for the carriers. */
const INPUT_MODE: Record<Exclude<InvoiceType, 'paper'>, 'text' | 'numeric'> = {
  mobile_barcode: 'text',
  citizen_certificate: 'text',
  company: 'numeric',
  donation: 'numeric',
};

export function InvoiceSection({
  form,
  remembered = 'carrier',
  drafted = false,
}: {
  form: UseFormReturn<CheckoutValues>;
  /** What a kind starts on: the remembered carrier (a new order) or the order's own invoice (an edit). */
  remembered?: 'carrier' | 'order';
  /** The order draft holds the diner's 發票 choice: the member's remembered carrier never replaces it. */
  drafted?: boolean;
}) {
  const { t } = useTranslation();
  const { register, watch, setValue, getValues, clearErrors, formState } = form;
  const errors = formState.errors;
  const type = watch('invoiceType');
  const loggedIn = useUser((s) => isLoggedIn(s));
  const fromCarrier = remembered === 'carrier';
  // A query turned off still answers from its cache: an edit ignores it.
  const remembers = useInvoiceCarrier(loggedIn && fromCarrier).data?.carrier;
  const carrier = fromCarrier ? remembers : undefined;

  // The member's remembered carrier fills the section while the diner has not touched it (nor did before a
  // reload: the draft's choice).
  useEffect(() => {
    if (!carrier || drafted) return;
    const touched = formState.dirtyFields;
    if (touched.invoiceType || touched.invoiceValue || touched.companyTitle) return;
    setValue('invoiceType', carrier.invoice_type);
    setValue('invoiceValue', carrier.invoice_value);
    setValue('companyTitle', carrier.company_title ?? '');
  }, [carrier, drafted, formState.dirtyFields, setValue]);

  const labels = INVOICE_TYPE_NAMES;
  const valueLabel: Record<Exclude<InvoiceType, 'paper'>, string> = {
    mobile_barcode: t('invoice.mobileBarcode'),
    citizen_certificate: t('invoice.citizenCertificate'),
    company: t('invoice.vatNumber'),
    donation: t('invoice.donationCode'),
  };
  const valueHint: Partial<Record<InvoiceType, string>> = {
    mobile_barcode: t('invoice.mobileBarcodeHint'),
    citizen_certificate: t('invoice.citizenCertificateHint'),
    donation: t('invoice.donationCodeHint'),
  };
  const placeholder: Record<Exclude<InvoiceType, 'paper'>, string> = {
    mobile_barcode: '/ABC+123',
    citizen_certificate: 'AB12345678901234',
    company: '12345678',
    donation: '',
  };

  // Another kind takes another value: start it empty, or on what was remembered for that kind.
  const onKind = (next: InvoiceType) => {
    const last =
      remembered === 'order'
        ? formState.defaultValues
        : carrier
          ? { invoiceType: carrier.invoice_type, invoiceValue: carrier.invoice_value }
          : useInvoiceChoice.getState().last;
    const value = last?.invoiceType === next ? (last.invoiceValue ?? '') : '';
    if (getValues('invoiceValue') !== value) setValue('invoiceValue', value);
    clearErrors(['invoiceValue', 'companyTitle']);
  };

  const kind = type && type !== 'paper' ? type : null;

  return (
    <fieldset className="card min-w-0">
      <legend className="float-left mb-2 w-full section-title">{t('invoice.title')}</legend>
      <div className="clear-both">
        <div role="radiogroup" aria-label={t('invoice.title')}>
          {INVOICE_TYPES.map((k) => (
            <label key={k} className={radioRow}>
              <input
                type="radio"
                value={k}
                className="size-5 accent-brand-dark"
                {...register('invoiceType', { onChange: () => onKind(k) })}
              />
              <span>{labels[k]}</span>
            </label>
          ))}
        </div>
        {kind && (
          <div className="mt-2 flex flex-col gap-3">
            <FormField
              tone="light"
              label={valueLabel[kind]}
              hint={valueHint[kind]}
              error={errors.invoiceValue?.message}
            >
              {(control) => (
                <input
                  key={kind}
                  className="field font-mono tracking-wide"
                  inputMode={INPUT_MODE[kind]}
                  maxLength={FIELD_LIMITS.invoiceValue}
                  autoComplete="off"
                  autoCapitalize={INPUT_MODE[kind] === 'text' ? 'characters' : 'off'}
                  autoCorrect="off"
                  spellCheck={false}
                  placeholder={placeholder[kind] || undefined}
                  {...control}
                  {...register('invoiceValue')}
                />
              )}
            </FormField>
            {kind === 'donation' && (
              <fieldset>
                <legend className="text-sm text-gray-700">{t('invoice.knownDonatees')}</legend>
                <div className="mt-1 flex flex-wrap gap-2">
                  {WELL_KNOWN_DONATION_CODES.map((d) => {
                    const chosen = watch('invoiceValue') === d.code;
                    return (
                      <button
                        key={d.code}
                        type="button"
                        aria-pressed={chosen}
                        className={`min-h-11 rounded-full border px-3 text-sm ${
                          chosen
                            ? 'border-brand-dark bg-brand-dark text-white'
                            : 'border-gray-400 text-gray-900'
                        }`}
                        onClick={() => {
                          setValue('invoiceValue', d.code, { shouldDirty: true, shouldValidate: true });
                        }}
                      >
                        {d.name} {d.code}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            )}
            {kind === 'company' && (
              <FormField tone="light" label={t('invoice.companyTitle')} error={errors.companyTitle?.message}>
                {(control) => (
                  <input
                    className="field"
                    autoComplete="organization"
                    {...control}
                    {...register('companyTitle')}
                  />
                )}
              </FormField>
            )}
          </div>
        )}
      </div>
    </fieldset>
  );
}
