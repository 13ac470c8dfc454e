/**
 * The sandbox payment provider (the default, no account needed): a payment provider served by
 * this app. `create` records the payment on the provider's side and answers the hosted page
 * `/sandbox/pay/{ref}` as payment_url; there the diner presses 付款成功, 付款失敗 or 取消, and the page sends
 * them back like LINE Pay does (GET confirmUrl with `transactionId` and `orderId` appended; cancelUrl on 取消).
 * `confirm` then captures what the page recorded, LINE Pay–style: a payment nobody has decided yet is
 * pending, a declined one failed. Every online method goes through it while PAYMENT_PROVIDER=sandbox.
 */
import { randomUUID } from 'node:crypto';
import { parseSandboxPrime, sandboxDeclineCode } from '@iding/domain';
import type { Db } from '../../db/client';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  ProviderPaymentState,
  SavedCard,
  SavedCardSecret,
} from './index';
import {
  addSandboxRefund,
  captureSandboxPayment,
  captureSandboxPaymentIfPaid,
  findSandboxPayment,
  insertSandboxPayment,
  type SandboxPaymentRow,
} from './sandbox.queries';

/** The hosted page of a sandbox payment. */
export const sandboxPayPath = (ref: string) => `/sandbox/pay/${ref}`;

/** Thrown for calls a real provider would refuse (unknown payment, over-refund). */
export class SandboxPaymentError extends Error {}

/** The card's last four digits as `create` writes them into the description. */
const LAST_FOUR = /卡號末四碼 (\d{4})）$/;

function stateOf(row: SandboxPaymentRow | undefined): ProviderPaymentState {
  if (!row) return { state: 'failed', reason: 'unknown sandbox payment' };
  if (row.decision === 'paid') return { state: 'paid', amountCents: row.amountCents };
  if (row.decision === 'failed') {
    // A declined test card says why by its last four digits (SANDBOX_TEST_CARDS), kept in the description.
    const card = row.method === 'credit_card' ? LAST_FOUR.exec(row.description) : null;
    return card
      ? { state: 'failed', reason: 'test card declined', declineCode: sandboxDeclineCode(card[1]!) }
      : { state: 'failed', reason: 'declined on the sandbox page' };
  }
  if (row.decision === 'cancelled') return { state: 'cancelled' };
  return { state: 'pending' };
}

const SANDBOX_CARD_KEY = /^sandbox_card_(\d{4})_[0-9a-f-]{36}$/;

/** A remembered sandbox test card: a key naming its last four, a random token; the test card is a Visa. */
function sandboxSavedCard(card: { lastFour: string; expiry?: string }): SavedCard {
  // expiry MMYY from the card form → YYYYMM, as TapPay's card_info tells it.
  const expiry = card.expiry ? `20${card.expiry.slice(2)}${card.expiry.slice(0, 2)}` : undefined;
  return {
    cardKey: `sandbox_card_${card.lastFour}_${randomUUID()}`,
    cardToken: randomUUID(),
    brand: 'visa',
    lastFour: card.lastFour,
    binCode: '424242',
    ...(expiry ? { expiry } : {}),
  };
}

/** A saved card the sandbox handed out pays; any other secret is declined. */
function parseSandboxCardKey(secret: SavedCardSecret): { outcome: 'ok' | 'declined'; lastFour: string } {
  const m = SANDBOX_CARD_KEY.exec(secret.cardKey);
  return m ? { outcome: 'ok', lastFour: m[1]! } : { outcome: 'declined', lastFour: '0000' };
}

/** The sandbox adapter over the app's database. */
export function createSandboxPayments(db: Db): PaymentProvider {
  return {
    code: 'sandbox',
    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const ref = randomUUID();
      // A card is charged at once by its prime (TapPay pay-by-prime without 3-D Secure): the test card
      // 4242… pays, 4000…0002 or a malformed prime is declined, and the diner goes straight back to the
      // landing page, which confirms. A saved card pays by the secret the sandbox handed out for it (TapPay
      // pay-by-token); with remember, a paying test card is handed back as a saved card (TapPay card_secret).
      const card = input.method === 'credit_card';
      const saved = card && !input.prime && input.cardSecret ? parseSandboxCardKey(input.cardSecret) : null;
      const charged = card && input.prime ? parseSandboxPrime(input.prime) : saved;
      await insertSandboxPayment(db, {
        ref,
        paymentId: input.paymentId,
        amountCents: input.amountCents,
        method: input.method,
        confirmUrl: input.confirmUrl,
        cancelUrl: input.cancelUrl,
        createdAt: new Date(input.now),
        decision: card ? (charged?.outcome === 'ok' ? 'paid' : 'failed') : null,
        description: charged ? `${input.description}（卡號末四碼 ${charged.lastFour}）` : input.description,
      });
      if (card) {
        const back = new URLSearchParams({ transactionId: ref, orderId: input.paymentId });
        const sep = input.confirmUrl.includes('?') ? '&' : '?';
        const paymentUrl = `${input.confirmUrl}${sep}${back}`;
        if (input.remember && !saved && charged?.outcome === 'ok') {
          return { providerRef: ref, paymentUrl, savedCard: sandboxSavedCard(charged) };
        }
        return { providerRef: ref, paymentUrl };
      }
      const paymentUrl = sandboxPayPath(ref);
      // Taiwan Pay on a desktop shows a QR code to scan with the phone (spec §5); here it encodes the page.
      return input.method === 'tw_pay' && input.forPc
        ? { providerRef: ref, paymentUrl, qrcode: paymentUrl }
        : { providerRef: ref, paymentUrl };
    },
    async confirm(providerRef: string, amountCents: number): Promise<ProviderPaymentState> {
      // The usual case in one statement: paid on the page, this amount, not captured yet.
      const captured = await captureSandboxPaymentIfPaid(db, providerRef, amountCents);
      if (captured) return { state: 'paid', amountCents: captured.amountCents };
      const row = await findSandboxPayment(db, providerRef);
      const state = stateOf(row);
      if (state.state !== 'paid') return state;
      // As LINE Pay error 1153: the amount must be the one requested.
      if (row!.amountCents !== amountCents)
        return { state: 'failed', reason: 'amount differs from the request' };
      // Captured by an earlier confirm: nothing to write.
      if (row!.captured !== 1) await captureSandboxPayment(db, providerRef);
      return state;
    },
    // A card is charged at create (as TapPay's pay-by-prime) and its confirm is one guarded statement, safe to
    // run side by side; the wallet pages stand in for LINE Pay's Confirm, which is claimed first.
    serialConfirm: (method) => method !== 'credit_card',
    async query(providerRef: string): Promise<ProviderPaymentState> {
      const row = await findSandboxPayment(db, providerRef);
      // An authorised payment nobody captured yet still reads as paid-on-the-page: reconciliation captures it.
      return stateOf(row);
    },
    async refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }> {
      if (!(await addSandboxRefund(db, providerRef, amountCents))) {
        throw new SandboxPaymentError('refund exceeds the captured amount, or the payment was not captured');
      }
      return { refundRef: randomUUID() };
    },
  };
}
