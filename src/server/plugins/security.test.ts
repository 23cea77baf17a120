import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolId } from '../testing/schools';
import { buildTestApp, type TestApp } from '../testing/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a CSP of our own origin, nosniff, no framing and a referrer policy on every answer', async () => {
    for (const url of ['/api/health', '/api/teacher/paper/list', '/paperlist']) {
      const h = (await t.get(url)).headers;
      const csp = String(h['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, url).toContain("img-src 'self' data: blob:");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['x-frame-options'], url).toBe('DENY');
      expect(h['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('serves a school logo so that an SVG cannot run script', async () => {
    const orgId = await demoSchoolId(t);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    await t.ctx.db
      .updateTable('orgs')
      .set({ logo: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` })
      .where('id', '=', orgId)
      .execute();
    const res = await t.get(`/api/system/org/${orgId}/logo`);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
