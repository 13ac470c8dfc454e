/**
 * SMS adapter (DESIGN.md "providers"): the one way the API sends a text message. The sandbox adapter
 * (default) keeps an outbox readable at GET /dev/sms; `SMS_PROVIDER=mitake` sends through Mitake
 * (三竹簡訊), a Taiwanese SMS gateway, over HTTPS.
 */
import type { Config } from '../../config';
import { createMitakeSms } from './mitake';
import { createSandboxSms } from './sandbox';

/** One text message. `phone` is the national significant number; `country_code` without "+". */
export interface SmsMessage {
  country_code: string;
  phone: string;
  /** spec §3 OTP purpose the message was sent for. */
  purpose: string;
  code: string;
  text: string;
}

export interface SmsProvider {
  readonly name: 'sandbox' | 'mitake';
  /** Sends one message; throws when the gateway refuses it. */
  send(message: SmsMessage): Promise<void>;
}

/** The adapter the configuration selects. */
export function createSmsProvider(config: Config, now: () => number = Date.now): SmsProvider {
  if (config.SMS_PROVIDER === 'mitake') {
    return createMitakeSms({
      url: config.MITAKE_SMS_URL,
      username: config.MITAKE_SMS_USERNAME ?? '',
      password: config.MITAKE_SMS_PASSWORD ?? '',
    });
  }
  return createSandboxSms(now);
}
