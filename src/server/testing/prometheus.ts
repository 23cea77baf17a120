/** The value of one sample line of a Prometheus text answer (0 when absent). */
export function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line ? Number(line.split(' ')[1]) : 0;
}
