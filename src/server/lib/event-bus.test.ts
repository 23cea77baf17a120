import { describe, expect, it } from 'vitest';
import { newId } from './ids';
import { LocalBus, RedisBus } from './event-bus';

const REDIS = process.env.TEST_REDIS_URL;

describe('event bus', () => {
  it('in-process: a listener hears emits until it is taken off', () => {
    const bus = new LocalBus();
    const heard: string[] = [];
    const fn = (p: string) => heard.push(p);
    bus.on('paper', fn);
    bus.emit('paper', 'a');
    bus.off('paper', fn);
    bus.emit('paper', 'b');
    expect(heard).toEqual(['a']);
  });

  it.runIf(REDIS)(
    'Redis: an emit in one process is heard by every bus of the same prefix only',
    async () => {
      const prefix = `t${newId()}`;
      const [a, b, other] = [
        new RedisBus(REDIS ?? '', prefix),
        new RedisBus(REDIS ?? '', prefix),
        new RedisBus(REDIS ?? '', `${prefix}x`),
      ];
      const heard: string[] = [];
      a.on('paper', (p) => heard.push(`a:${p}`));
      other.on('paper', (p) => heard.push(`other:${p}`));
      await Promise.all([a.listen('paper'), other.listen('paper')]);
      b.emit('paper', 'p1');
      const end = Date.now() + 5000;
      while (heard.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual(['a:p1']);
      await Promise.all([a.close(), b.close(), other.close()]);
    },
  );
});
