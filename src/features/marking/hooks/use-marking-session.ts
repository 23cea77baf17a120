import { useCallback, useEffect, useRef, useState } from 'react';
import type { Annotation, TaskView } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { cropObjectUrl, trimCropCache } from './use-crop-urls';

const RENEW_MS = 120_000;
const newKey = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The marking session of /write: the item on screen, the next one prefetched, submits in the background. */
export function useMarkingSession(blockId: string, queue: 'mark' | 'leader') {
  const [current, setCurrent] = useState<TaskView | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [marked, setMarked] = useState(0);
  const next = useRef<TaskView | null>(null);
  const shownAt = useRef(Date.now());
  const held = useRef<Set<string>>(new Set());

  const fetchOne = useCallback(
    async (holding: string[]) => {
      const out = await markingApi.next(blockId, queue, holding.slice(-20));
      if (out.task) {
        held.current.add(out.task.taskId);
        await Promise.all(out.task.crops.map((c) => cropObjectUrl(c.url).catch(() => '')));
      }
      return out;
    },
    [blockId, queue],
  );

  const pending = useRef<Promise<void> | null>(null);
  const shownId = useRef<string | null>(null);
  const prefetch = useCallback(
    (shown: TaskView) => {
      if (next.current || pending.current) return;
      // Every task the client still has (on screen, being submitted) is held: never handed back.
      const run = fetchOne([...new Set([shown.taskId, ...held.current])])
        .catch(() => null)
        .then((out) => {
          // Kept only when it is not the item on screen by then (a submit may have moved on).
          if (out?.task && out.task.taskId !== shownId.current) next.current = out.task;
        })
        .finally(() => {
          pending.current = null;
        });
      pending.current = run;
    },
    [fetchOne],
  );

  const show = useCallback(
    (task: TaskView | null, why: string | null) => {
      shownId.current = task?.taskId ?? null;
      if (next.current && next.current.taskId === task?.taskId) next.current = null;
      setCurrent(task);
      setReason(task ? null : why);
      shownAt.current = Date.now();
      trimCropCache();
      if (task) void prefetch(task);
    },
    [prefetch],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchOne([])
      .then((out) => live && show(out.task, out.reason))
      .catch(() => live && setError('领取答卷失败，请稍后重试'))
      .finally(() => live && setLoading(false));
    const renew = setInterval(() => {
      for (const id of held.current) void markingApi.renew(id).catch(() => held.current.delete(id));
    }, RENEW_MS);
    const leave = () => {
      if (held.current.size) void markingApi.release([...held.current]).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      clearInterval(renew);
      window.removeEventListener('pagehide', leave);
      leave();
      held.current = new Set();
      next.current = null;
    };
  }, [fetchOne, show]);

  /** Submits the item on screen and shows the prefetched one at once; the submit is retried (same key) until it lands. */
  const submit = useCallback(
    async (scores: number[], annotations: Annotation[]) => {
      if (!current) return;
      const body = {
        scores,
        annotations,
        submitKey: newKey(),
        seconds: Math.round((Date.now() - shownAt.current) / 100) / 10,
      };
      const taskId = current.taskId;
      // A prefetch under way is awaited rather than raced (it would hand out the same item twice).
      if (!next.current && pending.current) await pending.current;
      const following = next.current;
      next.current = null;
      setError(null);
      if (following) show(following, null);
      else setLoading(true);
      let sent = false;
      for (let attempt = 0; attempt < 4 && !sent; attempt++) {
        try {
          await markingApi.submit(taskId, body);
          sent = true;
        } catch (e) {
          const status = (e as { response?: { status?: number } }).response?.status;
          if (status && status < 500) {
            setError(
              (e as { response?: { data?: { message?: string } } }).response?.data?.message ??
                '提交失败',
            );
            break;
          }
          await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
        }
      }
      held.current.delete(taskId);
      if (sent) setMarked((n) => n + 1);
      else if (!error) setError((prev) => prev ?? '网络异常，本题尚未提交，请稍后在回评中核对');
      if (!following) {
        const out = await fetchOne([...held.current]).catch(() => null);
        show(out?.task ?? null, out?.reason ?? '暂无可评的答卷');
        setLoading(false);
      }
    },
    [current, error, fetchOne, show],
  );

  /** Flags the item on screen as a 问题卷 and moves on. */
  const flag = useCallback(
    async (why: string, note: string) => {
      if (!current) return;
      await markingApi.flag(current.taskId, why, note);
      held.current.delete(current.taskId);
      if (!next.current && pending.current) await pending.current;
      const following = next.current;
      next.current = null;
      if (following) show(following, null);
      else {
        const out = await fetchOne([...held.current]);
        show(out.task, out.reason);
      }
    },
    [current, fetchOne, show],
  );

  return { current, reason, loading, error, marked, submit, flag, setError };
}
