import { cardElementId } from './card-ids';
import type { CardElementDraft, CardLayout } from './card.types';
import { CARD_LAYOUT_VERSION } from './card.types';
import { cardLayoutSchema } from './card.schema';

/** A stored layout that cannot be read; `issues` say where (path: message). */
export class InvalidCardLayoutError extends Error {
  constructor(readonly issues: string[]) {
    super(`答题卡版式数据无效：${issues.slice(0, 5).join('；')}`);
    this.name = 'InvalidCardLayoutError';
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys whose numbers are lengths (scaled when units change). */
const LENGTH_KEYS = new Set([
  'x',
  'y',
  'w',
  'h',
  'width',
  'height',
  'fontSize',
  'lineHeight',
  'quietZone',
  'cellSize',
  'rowPitch',
]);

/** Multiplies every length in a JSON tree by a factor, rounding to `decimals` places when given. */
export function scaleLengths(v: unknown, factor: number, decimals?: number, key = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => scaleLengths(x, factor, decimals));
  if (isObject(v))
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, scaleLengths(x, factor, decimals, k)]),
    );
  if (typeof v !== 'number' || !LENGTH_KEYS.has(key)) return v;
  const scaled = v * factor;
  return decimals === undefined ? scaled : Math.round(scaled * 10 ** decimals) / 10 ** decimals;
}

/**
 * v0 (the first drafts, before ids): lengths in inches (`unit: 'in'`) and elements without ids.
 * v1: millimetres, and every element has the id cardElementId derives from its content.
 */
function upgradeV0(old: Json): Json {
  const { unit, ...rest } = old;
  const scaled = scaleLengths(rest, unit === 'in' ? 25.4 : 1, 3) as Json;
  const pages = Array.isArray(scaled.pages) ? scaled.pages : [];
  return {
    ...scaled,
    version: 1,
    pages: pages.map((page: unknown) => {
      if (!isObject(page) || !Array.isArray(page.elements)) return page;
      const index = typeof page.index === 'number' ? page.index : 0;
      const elements = page.elements.map((el: unknown) =>
        isObject(el) && typeof el.id !== 'string'
          ? { id: cardElementId(el as unknown as CardElementDraft, index), ...el }
          : el,
      );
      return { ...page, elements };
    }),
  };
}

/** Upgrades from version n (the key) to n + 1. */
const UPGRADES: Record<number, (old: Json) => Json> = { 0: upgradeV0 };

/** Validates a stored card layout of any version and upgrades it to the current one. */
export function restore(stored: unknown): CardLayout {
  if (!isObject(stored)) throw new InvalidCardLayoutError(['不是对象']);
  let doc = stored;
  let version = typeof doc.version === 'number' ? doc.version : 0;
  if (version > CARD_LAYOUT_VERSION)
    throw new InvalidCardLayoutError([
      `版式版本 ${version} 高于本程序支持的 ${CARD_LAYOUT_VERSION}`,
    ]);
  while (version < CARD_LAYOUT_VERSION) {
    const up = UPGRADES[version];
    if (!up) throw new InvalidCardLayoutError([`无法升级版式版本 ${version}`]);
    doc = up(doc);
    version += 1;
  }
  const parsed = cardLayoutSchema.safeParse(doc);
  if (!parsed.success)
    throw new InvalidCardLayoutError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  return parsed.data;
}

/** Like restore, but an unreadable layout is a value with the reason, not an exception. */
export function tryRestore(
  stored: unknown,
): { ok: true; layout: CardLayout } | { ok: false; reason: string } {
  try {
    return { ok: true, layout: restore(stored) };
  } catch (e) {
    if (e instanceof InvalidCardLayoutError) return { ok: false, reason: e.message };
    throw e;
  }
}
