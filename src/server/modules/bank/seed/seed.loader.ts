import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { seedCatalogSchema, seedQuestionFileSchema } from './seed.schema';
import type { SeedCatalog, SeedQuestion } from './seed.schema';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The seed bank: its catalogue and every question, validated. */
export interface SeedBank {
  catalog: SeedCatalog;
  questions: SeedQuestion[];
}

function parseFile<T>(schema: z.ZodType<T>, path: string): T {
  const result = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!result.success)
    throw new Error(`题库种子文件 ${path} 无效：\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Reads catalog.json and questions/*.json, validating each; throws on a broken seed file. */
export function loadSeedBank(): SeedBank {
  const catalog = parseFile(seedCatalogSchema, here('./catalog.json'));
  const files = readdirSync(here('./questions'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const questions = files.flatMap((f) =>
    parseFile(seedQuestionFileSchema, here(`./questions/${f}`)),
  );
  return { catalog, questions };
}

/** Absolute path of a seed image (`x.png` or `seed:x.png`), or null when there is no such image. */
export function seedImagePath(name: string): string | null {
  const file = name.replace(/^seed:/, '');
  if (!/^[a-z0-9-]+\.png$/.test(file)) return null;
  const path = here(`./images/${file}`);
  return existsSync(path) ? path : null;
}
