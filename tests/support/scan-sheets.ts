/**
 * Scans for the /scan end-to-end test, made from real printed cards: a paper composed through the
 * product's API, its personalised class cards and blank card printed by the print endpoints,
 * rasterised with pdftoppm, marked in pencil and degraded like a scanner (the scan server's own
 * sheet makers), then written to a folder as a teacher's scanner software would.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { layoutCard, type CardLayout, type PaperDoc } from '../../src/layout';
import { makeSheets, type SheetOrder } from '../../src/server/modules/scan/testing/card-scans';
import { degrade, type Degradation } from '../../src/server/modules/scan/testing/degrade';
import { pencilFill } from '../../src/server/modules/scan/testing/pencil';
import { rasterisePages, type Raster } from '../../src/server/modules/scan/testing/raster';

/** A signed-in API client of a running product. */
export interface Api {
  token: string;
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  send<T>(method: 'POST' | 'PUT', path: string, body: unknown, form?: boolean): Promise<T>;
  bytes(path: string, body: unknown): Promise<Uint8Array>;
}

/** Signs in through the OAuth password grant and answers an API client (data of each envelope). */
export async function apiClient(baseUrl: string, username: string, password: string): Promise<Api> {
  const basic = `Basic ${Buffer.from('homework-web:homework-web-secret').toString('base64')}`;
  const login = await fetch(`${baseUrl}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const data = async <T>(res: Response): Promise<T> => {
    if (res.status !== 200) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    token,
    get: async (path, query = {}) =>
      data(await fetch(`${baseUrl}/api${path}?${new URLSearchParams(query)}`, { headers: auth })),
    send: async (method, path, body, form = false) =>
      data(
        await fetch(`${baseUrl}/api${path}`, {
          method,
          headers: {
            ...auth,
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          },
          body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
        }),
      ),
    bytes: async (path, body) => {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}

/** A student of the class, as the roster holds them. */
export interface ScanStudent {
  name: string;
  examNo: string;
}

/** A printed paper ready to be scanned. */
export interface PrintedForScan {
  paperId: string;
  title: string;
  classId: string;
  layout: CardLayout;
  /** Personalised cards of the class, `layout.pages.length` PDF pages per student in seat order. */
  set: Uint8Array;
  blank: Uint8Array;
  /** Answer key by question number. */
  keys: Map<number, string>;
}

/** As the teacher: makes the grade whose name holds `name` (e.g. "2025") the default school year. */
export async function chooseSchoolYear(api: Api, name: string) {
  const info = await api.get<{ orgDefaultId: string }>('/system/user/gradeInfo');
  const orgId = info.orgDefaultId;
  const grades = await api.get<{ id: string; name: string }[]>('/system/class', {
    orgId,
    type: '1',
  });
  const grade = grades.find((g) => g.name.includes(name));
  if (!grade) throw new Error(`no grade ${name}`);
  await api.send('PUT', '/system/class/updateClassDefault', { orgId, classId: grade.id }, true);
  return { orgId, grade };
}

/**
 * As the teacher: chooses the school year, composes a paper of single-choice questions from the
 * bank through the basket, saves it, assigns it to the class, and prints its cards.
 */
export async function printForScan(
  api: Api,
  opts: {
    grade: string;
    className: string;
    questions: number;
    title: string;
    /** Further questions of other kinds (e.g. 2 解答), after the single choices. */
    extra?: { kind: string; count: number }[];
  },
): Promise<PrintedForScan> {
  const { orgId, grade } = await chooseSchoolYear(api, opts.grade);
  const classes = await api.get<{ id: string; name: string }[]>('/system/class', {
    orgId,
    pid: grade.id,
  });
  const classId = classes.find((c) => c.name === opts.className)?.id;
  if (!classId) throw new Error(`no class ${opts.className}`);

  const found = await api.get<{ list: { id: string }[] }>('/teacher/bank/questions', {
    subjectId: 'junior-math',
    kind: 'single',
    pageSize: String(opts.questions),
  });
  for (const more of opts.extra ?? []) {
    const got = await api.get<{ list: { id: string }[] }>('/teacher/bank/questions', {
      subjectId: 'junior-math',
      kind: more.kind,
      pageSize: String(more.count),
    });
    found.list.push(...got.list);
  }
  let basket: { paperInfo: { id: string }[] } = { paperInfo: [] };
  for (const q of found.list)
    basket = await api.send('POST', '/teacher/paper/question/addQuestion', { questionId: q.id });
  const basketId = basket.paperInfo[0]!.id;
  const draft = await api.get<{ doc: PaperDoc; revision: number }>(`/teacher/paper/${basketId}`);
  const doc = { ...draft.doc, settings: { ...draft.doc.settings, title: opts.title } };
  await api.send('PUT', `/teacher/paper/${basketId}/doc`, { doc, revision: draft.revision });
  const paper = await api.send<{ id: string; title: string; doc: PaperDoc }>(
    'POST',
    `/teacher/paper/${basketId}/save`,
    {},
  );
  await api.send('PUT', `/teacher/paper/${paper.id}/classes`, { classIds: [classId] });
  const set = await api.bytes('/teacher/print/card/students', {
    paperId: paper.id,
    classIds: [classId],
  });
  const blank = await api.bytes('/teacher/print/card', { paperId: paper.id });
  const layout = layoutCard(paper.doc);
  const keys = new Map<number, string>();
  for (const page of layout.pages)
    for (const el of page.elements)
      if (el.kind === 'objective-group') for (const q of el.questions) keys.set(q.no, q.questionId);
  return { paperId: paper.id, title: paper.title, classId, layout, set, blank, keys };
}

/** Whites out a rectangle (mm) of a raster: a torn corner or an unreadable code. */
export function whiteOut(r: Raster, rect: { x: number; y: number; w: number; h: number }): void {
  const k = r.dpi / 25.4;
  const x0 = Math.max(0, Math.floor(rect.x * k));
  const x1 = Math.min(r.width, Math.ceil((rect.x + rect.w) * k));
  for (
    let y = Math.max(0, Math.floor(rect.y * k));
    y < Math.min(r.height, (rect.y + rect.h) * k);
    y++
  )
    r.data.fill(255, (y * r.width + x0) * 3, (y * r.width + x1) * 3);
}

/** Elements of a kind on the first card page. */
const elementsOf = (layout: CardLayout, kind: string) =>
  layout.pages[0]!.elements.filter((e) => e.kind === kind);

/** Damage: every fiducial torn off (the page cannot be located). */
export const tearFiducials = (r: Raster, layout: CardLayout): void => {
  for (const f of elementsOf(layout, 'fiducial')) {
    const { x, y, w, h } = f.rect;
    whiteOut(r, { x: x - 4, y: y - 4, w: w + 8, h: h + 8 });
  }
};

/** Damage: the page-code QR made unreadable. */
export const wipePageCode = (r: Raster, layout: CardLayout): void => {
  for (const c of elementsOf(layout, 'page-code')) whiteOut(r, c.rect);
};

/** Damage: question 1 filled twice (多涂 on a single choice). */
export const doubleMarkFirst = (r: Raster, layout: CardLayout): void => {
  const first = layout.pages[0]!.elements.flatMap((e) =>
    e.kind === 'objective-group' ? e.questions : [],
  )[0]!;
  for (const b of first.bubbles.slice(0, 2)) pencilFill(r, b.rect, 48, () => 0.5);
};

/** One file of the scan folder: its name and the sheet orders that make it. */
export interface FolderFile {
  name: string;
  pdf: 'set' | 'blank';
  order: SheetOrder;
  seed?: number;
}

/** Makes every sheet and writes it into `dir` under its name; answers the names written. */
export async function writeScans(
  dir: string,
  printed: PrintedForScan,
  files: readonly FolderFile[],
): Promise<string[]> {
  const names: string[] = [];
  for (const f of files) {
    const pdf = f.pdf === 'set' ? printed.set : printed.blank;
    const [sheet] = await makeSheets(pdf, printed.layout, [f.order], { seed: f.seed ?? 11 });
    await writeFile(join(dir, f.name), sheet!.bytes);
    names.push(f.name);
  }
  return names;
}

/**
 * The printer check page printed through the product (/pringtingtest's PDF), rasterised, then
 * "printed" with the given faults (e.g. scale 0.97 for 适合页面) and scanned: the JPEG bytes.
 */
export async function printerCheckScan(
  api: Api,
  faults: Partial<Degradation>,
  dpi = 200,
): Promise<Buffer> {
  const pdf = await api.bytes('/teacher/print/check', {});
  const scans: Buffer[] = [];
  await rasterisePages(
    pdf,
    dpi,
    1,
    1,
    async (r) => void scans.push(await degrade(r, { dpi, ...faults })),
  );
  if (!scans[0]) throw new Error('the printer check PDF has no page');
  return scans[0];
}
