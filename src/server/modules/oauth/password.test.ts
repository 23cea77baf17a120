import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes and verifies (NFKC-normalised), refusing a wrong password', async () => {
    const stored = await hashPassword('ｐａｓｓ123');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('pass123', stored)).toBe(true);
    expect(await verifyPassword('pass124', stored)).toBe(false);
  });

  it('leaves the shared libuv pool free during a burst of hashes', async () => {
    await hashPassword('warm-up');
    let started = performance.now();
    await hashPassword('one');
    const oneHash = performance.now() - started;
    const burst = Array.from({ length: 8 }, (_, i) => hashPassword(`burst-${i}`));
    started = performance.now();
    await readFile(new URL(import.meta.url));
    const read = performance.now() - started;
    await Promise.all(burst);
    // On the libuv pool, the read would wait behind the scrypt jobs (at least one hash's time).
    expect(read).toBeLessThan(oneHash / 2);
  });
});
