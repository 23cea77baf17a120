import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaperDetail } from '../../../shared/api';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { buildSavedPaper, classId } from './print.fixture';

describe('a large print renders off the event loop', () => {
  let t: TestApp;
  let token: string;
  let paper: PaperDetail;
  beforeEach(async () => {
    t = await buildTestApp('sqlite', { DATA_DIR: await mkdtemp(join(tmpdir(), 'print-loop-')) });
    token = await t.login('teacher');
    paper = await buildSavedPaper(t, token);
  });
  afterEach(async () => t.close());

  it("answers /api/health promptly while a grade's answer cards render", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const grade = await classId(t, '初二（2025级）');
    const started = performance.now();
    let printedAt = 0;
    const printing = fetch(`${base}/api/teacher/print/card/students`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paperId: paper.id, gradeId: grade }),
    }).then(async (res) => {
      const body = new Uint8Array(await res.arrayBuffer());
      printedAt = performance.now();
      return { status: res.status, body };
    });
    // Health checks one after another for as long as the print is being made.
    const waits: number[] = [];
    while (printedAt === 0) {
      const sent = performance.now();
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(200);
      if (printedAt === 0) waits.push(performance.now() - sent);
    }
    const printed = await printing;
    expect(printed.status).toBe(200);
    expect(new TextDecoder().decode(printed.body.subarray(0, 5))).toBe('%PDF-');
    const printMs = printedAt - started;
    // Several health answers came back while the print was still being made, and none of them
    // waited for the rendering: each took a small part of the print's time.
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeLessThan(printMs / 4);
  }, 120_000);

  it('runs a background print job on its own thread with progress, answering /api/health meanwhile', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const grade = await classId(t, '初二（2025级）');
    const auth = { authorization: `Bearer ${token}` };
    const res = await fetch(`${base}/api/teacher/print/jobs`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'card-set', paperId: paper.id, gradeId: grade }),
    });
    expect(res.status).toBe(200);
    const { jobId, total } = ((await res.json()) as { data: { jobId: string; total: number } })
      .data;
    const seen: number[] = [];
    const waits: number[] = [];
    let status = 'running';
    while (status === 'running') {
      const sent = performance.now();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      waits.push(performance.now() - sent);
      const s = (await (
        await fetch(`${base}/api/teacher/print/jobs/${jobId}`, { headers: auth })
      ).json()) as {
        data: { status: string; done: number };
      };
      status = s.data.status;
      seen.push(s.data.done);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('done');
    // Progress came back from the thread in steps, and the server kept answering in between.
    expect(new Set(seen.filter((d) => d > 0 && d < total)).size).toBeGreaterThanOrEqual(2);
    expect(waits.length).toBeGreaterThanOrEqual(5);
    const file = await fetch(`${base}/api/teacher/print/jobs/${jobId}/file`, { headers: auth });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  }, 120_000);
});
