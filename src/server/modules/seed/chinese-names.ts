const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧阳诸葛司马';
const COMPOUND = ['欧阳', '诸葛', '司马'];
const GIVEN =
  '子涵欣怡梓萱诗雨浩宇一诺佳琪雨桐思远俊杰嘉怡梓轩宇航晨曦若汐明轩文博书瑶天佑可馨亦凡语嫣星辰子墨梦琪泽宇安然芷若博文雅静家豪婉清志强晓峰海涛丽娜建华永康秀英德明玉兰国庆春燕文静一鸣思彤乐萱锦程';
/** Rare characters that a CJK subset font must still print (the print tests look for them). */
export const RARE_GIVEN = ['镕', '堃', '喆', '犇', '淼', '燚', '昇', '玥', '琰', '珺'];

/** A small deterministic PRNG (mulberry32), so the demo data is the same on every install. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const singleSurnames = (): string[] => {
  let rest = SURNAMES;
  for (const c of COMPOUND) rest = rest.replace(c, '');
  return [...rest];
};

/** Makes `count` distinct Chinese names; about one in twenty uses a rare character. */
export function chineseNames(count: number, seed = 2026): string[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const surnames = [...singleSurnames(), ...COMPOUND];
  const given = [...GIVEN];
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    const s = rnd() < 0.02 ? pick(COMPOUND) : pick(surnames);
    const g1 = rnd() < 0.05 ? pick(RARE_GIVEN) : pick(given);
    const name = rnd() < 0.3 ? s + g1 : s + g1 + pick(given);
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}
