/**
 * Sandbox SMS: logs nothing secret to the gateway, keeps every message in an outbox that
 * GET /dev/sms shows newest first, so the whole registration flow runs on this machine end to end.
 */
import type { SmsMessage, SmsProvider } from './index';

/** A message in the outbox; `sent_at` is an ISO timestamp. */
export interface SandboxSmsEntry extends SmsMessage {
  sent_at: string;
}

export interface SandboxSms extends SmsProvider {
  readonly name: 'sandbox';
  /** Newest first. */
  outbox(): SandboxSmsEntry[];
}

/** Most messages kept; older ones drop off. */
const OUTBOX_LIMIT = 200;

/** The sandbox adapter; `now` (epoch ms) stamps sent_at, the app's clock so tests can move time. */
export function createSandboxSms(now: () => number = Date.now): SandboxSms {
  const messages: SandboxSmsEntry[] = [];
  return {
    name: 'sandbox',
    async send(message) {
      messages.unshift({ ...message, sent_at: new Date(now()).toISOString() });
      if (messages.length > OUTBOX_LIMIT) messages.length = OUTBOX_LIMIT;
    },
    outbox: () => messages.slice(),
  };
}
