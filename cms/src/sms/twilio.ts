import { createHmac, timingSafeEqual } from 'node:crypto';
import { Undeliverable } from '../utils/undeliverable';
import type { SmsTransport } from './sms-transport';

/** Twilio's API, or a stand-in's in tests (TWILIO_API_URL). */
const apiUrl = (env: NodeJS.ProcessEnv) => env.TWILIO_API_URL ?? 'https://api.twilio.com';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`SMS_PROVIDER=twilio needs ${name}`);
  return value;
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, a form body). A 4xx but 429 is
 * Twilio refusing this message (a number that is not one, a blocked destination): not retried; anything else is.
 */
export function twilioTransport(env: NodeJS.ProcessEnv): SmsTransport {
  const sid = required(env, 'TWILIO_ACCOUNT_SID');
  const token = required(env, 'TWILIO_AUTH_TOKEN');
  const from = required(env, 'TWILIO_FROM');
  return {
    name: 'twilio',
    async send(to, text) {
      const response = await fetch(`${apiUrl(env)}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return;
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const reason = `Twilio ${response.status}${detail ? `: ${detail}` : ''}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new Undeliverable(reason);
      throw new Error(reason);
    },
  };
}

/**
 * Twilio's signature of a webhook (X-Twilio-Signature): HMAC-SHA1, keyed with the auth token, over the URL Twilio
 * called followed by each form parameter's name and value, sorted by name; base64.
 */
export function validTwilioSignature(token: string, url: string, params: Record<string, string>, signature: string): boolean {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => `${name}${params[name]}`)
      .join('');
  const expected = Buffer.from(createHmac('sha1', token).update(data, 'utf8').digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
