import { describe, expect, it, vi } from 'vitest';
import type { PaperDoc } from '../../../layout';
import type { PaperDetail } from '../../../shared/api';
import { httpError } from '../../../../tests/support/http-stub';
import { buildPaperDetail } from '../compose.fixture';
import { CONFLICT_NOTICE, createPaperSession, type Timer } from './paper-session';

/** A debounce timer run by hand. */
function manualTimer() {
  let pending: (() => void) | null = null;
  const timer: Timer = {
    set: (run) => (pending = run),
    clear: () => (pending = null),
  };
  return {
    timer,
    fire: () => pending?.(),
    get armed() {
      return pending !== null;
    },
  };
}

/** A server holding one paper with a revision (409 on a stale one). */
function paperServer(start: PaperDetail = buildPaperDetail()) {
  let stored = start;
  const api = {
    getPaper: vi.fn(async () => stored),
    saveDoc: vi.fn(async (_id: string, doc: PaperDoc, revision: number) => {
      if (revision !== stored.revision) throw httpError(409, '数据已被修改，请刷新后重试');
      stored = { ...stored, doc, revision: stored.revision + 1 };
      return stored;
    }),
  };
  return { api, saveElsewhere: () => (stored = { ...stored, revision: stored.revision + 1 }) };
}

async function ready(server = paperServer()) {
  const clock = manualTimer();
  const session = createPaperSession('paper-1', server.api, { timer: clock.timer });
  await session.refresh();
  return { session, clock, server };
}

describe('paper session (autosave)', () => {
  it('loads the paper, then saves a change after the quiet time with the revision', async () => {
    const { session, clock, server } = await ready();
    expect(session.getSnapshot()).toMatchObject({ phase: 'ready', save: 'saved' });
    session.dispatch({ type: 'setScore', id: 'q1', score: 6 });
    expect(session.getSnapshot().save).toBe('pending');
    expect(server.api.saveDoc).not.toHaveBeenCalled();
    expect(clock.armed).toBe(true);
    clock.fire();
    expect(session.getSnapshot().save).toBe('saving');
    await session.flush();
    expect(server.api.saveDoc).toHaveBeenCalledTimes(1);
    expect(server.api.saveDoc.mock.calls[0]![2]).toBe(1);
    expect(session.getSnapshot()).toMatchObject({ save: 'saved', detail: { revision: 2 } });
  });

  it('saves a burst of changes once, and changes made during a save afterwards', async () => {
    const { session, server } = await ready();
    session.dispatch({ type: 'setScore', id: 'q1', score: 4 });
    session.dispatch({ type: 'setScore', id: 'q1', score: 5 });
    const first = session.flush();
    session.dispatch({ type: 'setScore', id: 'q2', score: 7 });
    await first;
    expect(server.api.saveDoc).toHaveBeenCalledTimes(2);
    expect(server.api.saveDoc.mock.calls.map((call) => call[2])).toEqual([1, 2]);
    const saved = server.api.saveDoc.mock.calls[1]![1].sections[0]!.questions;
    expect(saved.map((q) => q.score).slice(0, 2)).toEqual([5, 7]);
    expect(session.getSnapshot().save).toBe('saved');
  });

  it('ignores changes that change nothing', async () => {
    const { session, clock } = await ready();
    session.dispatch({ type: 'setScore', id: 'q1', score: -3 });
    expect(session.getSnapshot().save).toBe('saved');
    expect(clock.armed).toBe(false);
  });

  it('reloads the paper and tells the user when someone saved in between (409)', async () => {
    const { session, server } = await ready();
    server.saveElsewhere();
    session.dispatch({ type: 'setScore', id: 'q1', score: 9 });
    await session.flush();
    expect(session.getSnapshot()).toMatchObject({
      save: 'saved',
      notice: CONFLICT_NOTICE,
      detail: { revision: 2 },
    });
    expect(session.getSnapshot().doc?.sections[0]?.questions[0]?.score).toBe(3);
  });

  it('keeps the change and says 保存失败 when the save fails otherwise, and retries on flush', async () => {
    const { session, server } = await ready();
    server.api.saveDoc.mockRejectedValueOnce(httpError(500, '系统内部异常'));
    session.dispatch({ type: 'setScore', id: 'q1', score: 8 });
    await session.flush();
    expect(session.getSnapshot().save).toBe('failed');
    expect(session.getSnapshot().doc?.sections[0]?.questions[0]?.score).toBe(8);
    await session.flush();
    expect(session.getSnapshot().save).toBe('saved');
  });

  it('does not overwrite local changes when refreshing', async () => {
    const { session, server } = await ready();
    session.dispatch({ type: 'setScore', id: 'q1', score: 8 });
    await session.refresh();
    expect(server.api.saveDoc).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().doc?.sections[0]?.questions[0]?.score).toBe(8);
  });

  it('marks a paper it cannot load as failed', async () => {
    const server = paperServer();
    server.api.getPaper.mockRejectedValueOnce(httpError(404, '试卷不存在或已删除'));
    const session = createPaperSession('gone', server.api, { timer: manualTimer().timer });
    await session.refresh();
    expect(session.getSnapshot().phase).toBe('failed');
  });
});
