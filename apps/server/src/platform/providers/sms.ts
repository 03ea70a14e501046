import { maskPhone } from '@bb/contract';
import type { Config } from '../config.js';
import { unavailable } from '../http/errors.js';

export interface SmsMessage {
  phone: string;
  code: string;
  stype: string;
  text: string;
}

/** Sends one verification SMS. Real carriers sit behind the webhook (an SMS gateway of your own). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The default: no SMS leaves the machine; the message is written to the server's console, which
 * is this provider's delivery channel (the structured request log never carries codes).
 */
export function consoleSmsProvider(write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): SmsProvider {
  return {
    name: 'console',
    async send(m) {
      write(`[sms:console] to ${maskPhone(m.phone)} (${m.phone}): ${m.text}`);
    },
  };
}

/** POSTs `{phone, code, stype, text}` as JSON to SMS_WEBHOOK_URL, with an optional bearer token. */
export function webhookSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    name: 'webhook',
    async send(m) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(m),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw unavailable('短信服务暂时不可用，请稍后再试');
      }
      if (!res.ok) throw unavailable('短信发送失败，请稍后再试');
    },
  };
}

export function createSmsProvider(sms: Config['sms']): SmsProvider {
  return sms.provider === 'webhook' ? webhookSmsProvider(sms.url, sms.token) : consoleSmsProvider();
}
