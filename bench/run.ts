/**
 * Bench runner: `node --import tsx bench/run.ts <name>` runs bench/<name>.bench.ts.
 * A bench file either does its work when imported or exports a default async function.
 * The machine (CPU model, cores, Node version) is printed first so figures can be compared.
 */
import { access } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';

/** Each name runs its files in order (omr: the recogniser alone, then printed cards through the server). */
const BENCHES: Record<string, string[]> = {
  print: ['./print.bench.ts'],
  omr: ['./omr.bench.ts', './omr-printed.bench.ts'],
  marking: ['./marking.bench.ts'],
  analysis: ['./analysis.bench.ts'],
  login: ['./login.bench.ts'],
  scale: ['./scale.bench.ts'],
  'scale-marking': ['./scale-marking.bench.ts'],
  rehearse: ['./rehearse.bench.ts'],
  screen: ['./screen.bench.ts'],
};

const machine = (): string => {
  const cores = cpus();
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  return `机器：${cores[0]?.model.trim() ?? '未知 CPU'}，${cores.length} 核，Node ${process.version}，当前负载 ${load}`;
};

const main = async (): Promise<number> => {
  const names = process.argv.slice(2);
  const chosen = names.length > 0 ? names : Object.keys(BENCHES);
  const unknown = chosen.filter((n) => !BENCHES[n]);
  if (unknown.length > 0) {
    console.error(`未知的测评：${unknown.join('、')}；可用：${Object.keys(BENCHES).join('、')}`);
    return 2;
  }
  console.log(machine());
  for (const name of chosen)
    for (const file of BENCHES[name]!) {
      const url = new URL(file, import.meta.url);
      const exists = await access(url).then(
        () => true,
        () => false,
      );
      if (!exists) {
        console.log(
          `[${name}] 尚无测评文件 bench/${file.slice(2)}（由负责该模块的同事提供），跳过。`,
        );
        continue;
      }
      console.log(`[${name}: ${file.slice(2)}]`);
      const mod = (await import(url.href)) as { default?: unknown };
      if (typeof mod.default === 'function') await (mod.default as () => Promise<void>)();
    }
  return 0;
};

// Exit when the figures are printed: a bench's stopped app may leave handles behind (idle worker
// threads, an unref'd timer's sockets) that would keep the runner waiting with nothing to do.
process.exit(await main());
