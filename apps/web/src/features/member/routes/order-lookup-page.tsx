/**
 * 查詢訂單 (ours, /stores/order_lookup; ADR 028): a diner who ordered without a login finds their orders of the
 * last 30 days by the phone on them plus an SMS code (as nidin does): 1 the phone (the order's rule, a Taiwan
 * mobile) → a 6-digit code by SMS, 2 the code → the phone's orders, newest first: store, number, time, total
 * and status, each opening its order page (order completed with ?order_id=). The orders this browser may open
 * stay listed after a reload (GET /api/orders/guest_lookup). Refusals (wrong or expired code, too many codes)
 * are the server's zh-TW messages. Linked from the login screen, the member home and order completed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCurrency,
  formatDateTime,
  type GuestOrderSummary,
  ZGuestLookupCodeRequest,
} from '@iding/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCheckGuestLookupCode, useGuestOrders, useSendGuestLookupCode } from '../api/guest-lookup';
import { FormAlert, MemberShell, StepLabel, SubmitButton } from '../components/form-parts';
import { OrderStatusBadge } from '../components/order-status';
import { CodeFields, useSecondsLeft } from '../components/verify-steps';
import { type CodeValues, codeSchema } from '../utils/schemas';

type Step = { kind: 'phone'; phone: string } | { kind: 'code'; phone: string; resendAt: number };

/** /stores/order_lookup: the phone and code steps, and the orders found. */
export function OrderLookupPage() {
  const { t } = useTranslation();
  const orders = useGuestOrders();
  const [step, setStep] = useState<Step>({ kind: 'phone', phone: '' });
  const [checkedPhone, setCheckedPhone] = useState<string | null>(null);
  useDocumentTitle(t('member.lookup.title'), t('app.name'));
  const found = orders.data?.data ?? [];

  return (
    <MemberShell heading={t('member.lookup.heading')} back={{ to: paths.login() }}>
      {checkedPhone !== null && found.length === 0 && (
        <p role="status" className="card mb-4 text-gray-800">
          {t('member.lookup.none', { phone: checkedPhone })}
        </p>
      )}
      {found.length > 0 && <FoundOrders orders={found} />}
      <section className="card" aria-labelledby="lookup-form-h">
        <h2 id="lookup-form-h" className="sr-only">
          {t('member.lookup.formHeading')}
        </h2>
        <StepLabel step={step.kind === 'phone' ? 1 : 2} total={2} />
        {step.kind === 'phone' ? (
          <PhoneForm
            defaultPhone={step.phone}
            onSent={(phone, resendAfter) =>
              setStep({ kind: 'code', phone, resendAt: Date.now() + resendAfter * 1000 })
            }
          />
        ) : (
          <CodeForm
            phone={step.phone}
            resendAt={step.resendAt}
            onResent={(resendAfter) =>
              setStep({ kind: 'code', phone: step.phone, resendAt: Date.now() + resendAfter * 1000 })
            }
            onChangePhone={() => setStep({ kind: 'phone', phone: step.phone })}
            onVerified={() => {
              setCheckedPhone(step.phone);
              setStep({ kind: 'phone', phone: '' });
            }}
          />
        )}
      </section>
    </MemberShell>
  );
}

/** The orders this browser may open, newest first, each a link to its page. */
function FoundOrders({ orders }: { orders: GuestOrderSummary[] }) {
  const { t } = useTranslation();
  return (
    <section className="mb-4" aria-labelledby="lookup-found-h">
      <h2 id="lookup-found-h" className="mb-2 text-lg font-bold">
        {t('member.lookup.found', { days: 30 })}
      </h2>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={paths.orderCompleted(order.identifier, order.id)}
              className="card block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
              data-testid="lookup-order"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 text-lg font-bold break-words">{order.store_name}</h3>
                <OrderStatusBadge status={order.status} fallback={order.status_name} />
              </div>
              <p className="mt-0.5 text-sm text-gray-700">
                {t('member.history.orderNumber', { number: order.item_name })}
              </p>
              <div className="mt-2 flex items-end justify-between gap-3">
                <time className="text-sm text-gray-700 tabular-nums">{formatDateTime(order.ordered_at)}</time>
                <span className="text-lg font-bold tabular-nums">{formatCurrency(order.total)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Step 1: the phone used on the orders, then a code is sent. */
function PhoneForm({
  defaultPhone,
  onSent,
}: {
  defaultPhone: string;
  onSent(phone: string, resendAfter: number): void;
}) {
  const { t } = useTranslation();
  const send = useSendGuestLookupCode();
  const form = useForm({
    resolver: zodResolver(ZGuestLookupCodeRequest),
    defaultValues: { phone: defaultPhone },
  });
  const onSubmit = form.handleSubmit(({ phone }) =>
    send.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          notify.success(t('member.codeSent'), { duration: 2000 });
          onSent(phone, answer.resend_after);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-gray-700">{t('member.lookup.phoneStep')}</p>
      <TextField
        label={t('member.lookup.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('member.phonePlaceholder')}
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <FormAlert error={send.error} />
      <SubmitButton busy={send.isPending} busyText={t('member.sending')}>
        {t('member.sendCode')}
      </SubmitButton>
    </form>
  );
}

/** Step 2: the 6-digit code; a resend once the server's resend_after has passed. */
function CodeForm({
  phone,
  resendAt,
  onResent,
  onChangePhone,
  onVerified,
}: {
  phone: string;
  resendAt: number;
  onResent(resendAfter: number): void;
  onChangePhone(): void;
  onVerified(): void;
}) {
  const { t } = useTranslation();
  const check = useCheckGuestLookupCode();
  const resend = useSendGuestLookupCode();
  const secondsLeft = useSecondsLeft(resendAt);
  const schema = useMemo(() => codeSchema(t), [t]);
  const form = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(({ code }) => check.mutate({ phone, code }, { onSuccess: onVerified }));
  const onResend = () =>
    resend.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          check.reset();
          form.reset({ code: '' });
          notify.success(t('member.codeSent'), { duration: 2000 });
          onResent(answer.resend_after);
        },
      },
    );
  return (
    <CodeFields
      form={form}
      onSubmit={onSubmit}
      phone={phone}
      error={check.error ?? resend.error}
      checking={check.isPending}
      submitText={t('member.lookup.submit')}
      secondsLeft={secondsLeft}
      resending={resend.isPending}
      onResend={onResend}
      onChangePhone={onChangePhone}
    />
  );
}
