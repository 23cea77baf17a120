import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { sample } from '../../testing/prometheus';
import { TEST_DIALECTS } from '../../testing/test-db';
import {
  buildMarkingApp,
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../marking/testing/marking.fixture';

describe.each(TEST_DIALECTS)('Prometheus metrics on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());
  const metrics = async () => (await t.get('/api/metrics')).body;

  it('times API requests by route, shows the scan queue depth and counts recorded scores', async () => {
    t = await buildMarkingApp(dialect);
    const token = await t.login();
    const paper = await buildMarkingPaper(t);
    await scanClassDirect(t, paper, '初二(1)班', { students: 3 });
    const before = await metrics();
    const res = await t.get('/api/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before).toContain('# TYPE http_request_duration_seconds histogram');
    expect(before).toContain('# TYPE zy_scan_queue_depth gauge');
    expect(before).toContain('# TYPE zy_scan_pages_recognised_total counter');
    expect(sample(before, 'zy_scan_queue_depth', '{state="pending"}')).toBe(0);
    expect(before).toContain('process_cpu_seconds_total');

    await markEverything(t, token, paper.id);
    const after = await metrics();
    const label = '{via="marker"}';
    const scored = sample(after, 'zy_marking_scores_total', label);
    const blocks = (
      await t.ctx.db.selectFrom('markingTasks').select('id').where('status', '=', 'done').execute()
    ).length;
    expect(blocks).toBeGreaterThan(0);
    expect(scored - sample(before, 'zy_marking_scores_total', label)).toBe(blocks);
    const submit =
      '{method="POST",route="/api/teacher/marking/tasks/:id/submit",status_code="200"}';
    expect(sample(after, 'http_request_duration_seconds_count', submit)).toBeGreaterThanOrEqual(
      blocks,
    );
  });
});
