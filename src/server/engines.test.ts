import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }> };

const read = (file: string) => readFileSync(resolve(file), 'utf8');
/** The major of a plain lower bound `>=N…`, or null for ranges with alternatives. */
const lowerMajor = (range: string): number | null => {
  const m = /^>=\s*(\d+)(?:\.\d+)*$/.exec(range.trim());
  return m ? Number(m[1]) : null;
};

describe('the Node version the product states', () => {
  it('is at least what every runtime dependency requires, in package.json and the README', () => {
    const ours = lowerMajor(JSON.parse(read('package.json')).engines.node as string);
    expect(ours).not.toBeNull();
    const lock = JSON.parse(read('package-lock.json')) as Lock;
    const needs = Object.entries(lock.packages)
      .filter(([name, p]) => name && !p.dev && p.engines && !Array.isArray(p.engines))
      .map(([name, p]) => [name, lowerMajor((p.engines as { node?: string }).node ?? '')] as const)
      .filter((e): e is readonly [string, number] => e[1] !== null);
    expect(needs.map(([n]) => n)).toContain('node_modules/cookie');
    for (const [name, major] of needs) expect(ours, name).toBeGreaterThanOrEqual(major);
    expect(read('README.md')).toContain(`Node.js ≥ ${ours}`);
  });

  it('targets Node 24 LTS: the README names it and CI moves to Node 24 with better-sqlite3 13', () => {
    expect(read('README.md')).toContain('Node.js 24 LTS');
    const ci = read('.ci/run');
    expect(ci).toMatch(/if \[ "\$major" -lt 24 \] && \[ "\$sqlite_major" -ge 13 \]/);
    expect(ci).toContain('node@24');
    // Node 24 must be on PATH before `npm ci`, so native modules are built for it.
    expect(ci.indexOf('export PATH="$N24')).toBeLessThan(ci.indexOf('\nnpm ci'));
  });
});
