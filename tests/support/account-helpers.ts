/**
 * What a person reads off the screen or their phone while registering, read from the running
 * product instead: the newest captcha's answer (its SQLite database) and the SMS code the
 * default sender wrote to the server log.
 */
import { join } from 'node:path';
import Database from '../../src/server/db/sqlite-driver';
import { readBarcodes } from 'zxing-wasm/reader';
import { loadZxing } from '../../src/scan';
import type { Product } from './product';

/** The answer of the newest captcha the product made. */
export function newestCaptcha(product: Product): string {
  const db = new Database(join(product.dataDir, 'app.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select answer from captchas order by created_at desc limit 1').get() as
      { answer: string } | undefined;
    if (!row) throw new Error('no captcha yet');
    return row.answer;
  } finally {
    db.close();
  }
}

/** The last SMS code the log sender wrote for a mobile number. */
export function smsCode(product: Product, mobile: string): string {
  const all = [
    ...product.output().matchAll(new RegExp(`\\[短信\\] ${mobile}：验证码 (\\d{6})`, 'g')),
  ];
  const code = all.at(-1)?.[1];
  if (!code) throw new Error(`no SMS to ${mobile} in the server log`);
  return code;
}

/** Decodes the QR code of a PNG (e.g. an <img> data URL's bytes) into its text. */
export async function decodeQr(png: Uint8Array<ArrayBuffer>): Promise<string> {
  await loadZxing();
  const [found] = await readBarcodes(new Blob([png], { type: 'image/png' }), {
    formats: ['QRCode'],
  });
  if (!found?.text) throw new Error('no QR code in the image');
  return found.text;
}
