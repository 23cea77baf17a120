/**
 * The load model of `npm run bench:marking`: 50 markers over HTTP, each one cycle per item — take
 * the next item, fetch its answer images, submit a score. Two ways to run them:
 * - paced (open loop): each marker starts its items on its own schedule (a fixed interval with
 *   jitter) so that together they offer a set rate; a request's latency is measured from when it
 *   was meant to be sent, so a marker held up behind a slow answer counts that wait too
 *   (no coordinated omission);
 * - saturation (closed loop, no thinking): each marker takes the next item as soon as the last is
 *   submitted; this gives the most scores per second the server reaches, its latencies are queueing.
 */
import { Agent, request } from 'node:http';

/** What a phase measured (ms). */
export interface Measured {
  next: number[];
  submit: number[];
  crop: number[];
  scored: number;
  refused: number;
  /** Items started after their intended time: the marker's last item was not done (paced only). */
  late: number;
}

export const measured = (): Measured => ({
  next: [],
  submit: [],
  crop: [],
  scored: 0,
  refused: 0,
  late: 0,
});

/** One simulated marker. */
export interface LoadMarker {
  token: string;
  block: { id: string; mode: string; full: number };
}

/** The HTTP side the markers use. */
export interface Client {
  call: (
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: { message: string; data: never } }>;
  /** GET of bytes (an answer image); answers their length. */
  bytes: (token: string, path: string) => Promise<number>;
}

/**
 * A lean keep-alive client (node:http) for the simulated markers: fetch cost the bench process
 * about as much CPU per item as the server spent, on the same two cores.
 */
export function httpClient(base: string): Client {
  const agent = new Agent({ keepAlive: true, maxSockets: 200 });
  const url = new URL(base);
  const send = (token: string, method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; data: Buffer }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: `/api${path}`,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, data: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    call: async (token, method, path, body) => {
      const r = await send(token, method, path, body);
      return { status: r.status, body: JSON.parse(r.data.toString('utf8')) as never };
    },
    bytes: async (token, path) => {
      const r = await send(token, 'GET', path);
      if (r.status !== 200) throw new Error(`取图失败：${r.status}`);
      return r.data.byteLength;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const key = () => `b${Math.random().toString(36).slice(2, 14)}`;
const fieldsOf = new Map<string, Promise<number>>();

interface Task {
  taskId: string;
  round: number;
  crops: { url: string }[];
}

/**
 * One item: next (timed from `nextAt`, when it was meant to be sent), its crops (timed from their
 * sending, right after the answer), a think time, then submit (timed from when it was meant to be
 * sent: after the images arrived and the think time). False when the block has no item left.
 */
async function cycle(
  c: Client,
  m: LoadMarker,
  out: Measured | null,
  nextAt: number,
  thinkMs: number,
): Promise<boolean> {
  const n = await c.call(m.token, 'POST', `/teacher/marking/blocks/${m.block.id}/next`, {});
  out?.next.push(performance.now() - nextAt);
  const task = (n.body.data as { task: Task | null }).task;
  if (!task) return false;
  for (const crop of task.crops) {
    const at = performance.now();
    await c.bytes(m.token, crop.url);
    out?.crop.push(performance.now() - at);
  }
  const b = m.block;
  let fields = fieldsOf.get(b.id);
  if (fields === undefined) {
    fields = c
      .call(m.token, 'GET', `/teacher/marking/blocks/${b.id}`)
      .then((r) => (r.body.data as { fields: unknown[] }).fields.length);
    fieldsOf.set(b.id, fields);
  }
  const count = await fields;
  // Mostly agreeing markers; one 双评 in ten differs beyond the tolerance (仲裁 follows).
  const high = task.round === 2 && Math.random() < 0.1;
  const scores = Array.from({ length: count }, (_, i) =>
    i === 0 ? (high ? Math.min(4, b.full) : task.round === 3 ? 1 : 0) : 0,
  );
  const submitAt = performance.now() + thinkMs;
  await sleep(submitAt - performance.now());
  const s = await c.call(m.token, 'POST', `/teacher/marking/tasks/${task.taskId}/submit`, {
    scores,
    submitKey: key(),
    seconds: 5,
  });
  if (out) {
    out.submit.push(performance.now() - submitAt);
    if (s.status === 200) out.scored++;
    else out.refused++;
  } else if (s.status !== 200) throw new Error(`热身提交被拒绝：${s.body.message}`);
  return true;
}

/** Unmeasured: each marker marks `items` items one after another (JIT and caches warm). */
export async function warmUp(c: Client, markers: LoadMarker[], items: number): Promise<number> {
  let done = 0;
  await Promise.all(
    markers.map(async (m) => {
      for (let i = 0; i < items; i++) if (await cycle(c, m, null, performance.now(), 0)) done++;
    }),
  );
  return done;
}

/**
 * Open loop: the markers together offer `rate` items per second for `seconds`. Marker j starts
 * item k at t0 + (j / markers) · T + k · T ± T/4 (uniform jitter), T = markers / rate, and thinks
 * between items (the time left until its next start): next, images and submit go one after
 * another. An item whose intended start has passed (the last one took longer than the gap)
 * starts at once, and its next-latency includes that wait: time from the intended start.
 */
export async function paced(
  c: Client,
  markers: LoadMarker[],
  rate: number,
  seconds: number,
): Promise<Measured & { seconds: number }> {
  const out = measured();
  const T = (markers.length / rate) * 1000;
  const t0 = performance.now() + 20;
  const end = t0 + seconds * 1000;
  let last = t0;
  await Promise.all(
    markers.map(async (m, j) => {
      for (let k = 0; ; k++) {
        const at = t0 + (j / markers.length) * T + k * T + (Math.random() - 0.5) * 0.5 * T;
        if (at >= end) return;
        const now = performance.now();
        if (now < at) await sleep(at - now);
        else if (now - at > 1) out.late++;
        const more = await cycle(c, m, out, at, 0);
        last = Math.max(last, performance.now());
        if (!more) return;
      }
    }),
  );
  return { ...out, seconds: (last - t0) / 1000 };
}

/** Closed loop without thinking until every block is empty. */
export async function saturate(
  c: Client,
  markers: LoadMarker[],
): Promise<Measured & { seconds: number }> {
  const out = measured();
  const t0 = performance.now();
  await Promise.all(
    markers.map(async (m) => {
      for (;;) {
        const at = performance.now();
        if (!(await cycle(c, m, out, at, 0))) return;
      }
    }),
  );
  return { ...out, seconds: (performance.now() - t0) / 1000 };
}
