import type { Config } from '../../config';

/** Sends a text message; a real SMS provider implements this and is chosen by configuration. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/** The default sender: writes the message to the server log (development and small installs). */
export const logSmsSender = (log: (line: string) => void = console.warn): SmsSender => ({
  async send(mobile, text) {
    log(`[短信] ${mobile}：${text}`);
  },
});

/** Posts `{ mobile, text }` as JSON to a provider's webhook (SMS_PROVIDER=webhook). */
export const webhookSmsSender = (url: string): SmsSender => ({
  async send(mobile, text) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
  },
});

/** The sender the configuration names. */
export const configuredSmsSender = (config: Config): SmsSender =>
  config.sms.provider === 'webhook' ? webhookSmsSender(config.sms.url) : logSmsSender();
