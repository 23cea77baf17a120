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

  it('targets Node 24 LTS: the README names it and CI runs the tests under Node 24', () => {
    expect(read('README.md')).toContain('Node.js 24 LTS');
    const ci = read('.ci/run');
    expect(ci).toMatch(/if \[ "\$major" -lt 24 \]; then/);
    expect(ci).toContain('node@24');
    // Node 24 must be on PATH before `npm ci`, so native modules are built for it.
    expect(ci.indexOf('export PATH="$N24')).toBeLessThan(ci.indexOf('\nnpm ci'));
  });

  it('loads the better-sqlite3 build this Node can run: 13.x from Node 22, the optional 12.x on 20', async () => {
    const { sqliteDriverName } = await import('./db/sqlite-driver');
    const major = Number(process.versions.node.split('.')[0]);
    expect(sqliteDriverName).toBe(major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.dependencies['better-sqlite3-napi']).toMatch(/^npm:better-sqlite3@\^13\./);
    expect(pkg.optionalDependencies['better-sqlite3']).toMatch(/^\^12\./);
    const { default: SQLite } = await import('./db/sqlite-driver');
    const db = new SQLite(':memory:');
    expect(db.prepare('select sqlite_version() as v').get()).toMatchObject({
      v: expect.any(String),
    });
    db.close();
  });
});
