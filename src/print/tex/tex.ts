import { mathjaxConverter } from './mathjax';
import { svgToTexLayout } from './tex-layout.stage';
import type { TexResult } from './tex.types';

const cache = new Map<string, TexResult>();
const CACHE_LIMIT = 5000;

/** Lays out TeX as vector geometry in em units, cached; a TeX error is returned, never thrown. */
export const layoutTex = (tex: string, display = false): TexResult => {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let result: TexResult;
  try {
    const { adaptor, convert } = mathjaxConverter();
    result = svgToTexLayout(adaptor, convert(tex, display));
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    result = { ok: false, reason: typeof message === 'string' ? message : String(error) };
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, result);
  return result;
};
