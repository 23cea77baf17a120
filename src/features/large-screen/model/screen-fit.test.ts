import { describe, expect, it } from 'vitest';
import { fitStage } from '../components/screen-stage';
import { reconnectDelay } from '../hooks/use-live-snapshot';

describe('fitStage (the 1920×1080 stage in any window)', () => {
  it('doubles at 3840×2160 and fills 1920×1080 exactly', () => {
    expect(fitStage(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
  });
  it('shrinks by the tighter side at 1366×768 and centres the rest, never distorting', () => {
    const f = fitStage(1366, 768);
    expect(f.scale).toBeCloseTo(768 / 1080, 9);
    expect(f.top).toBe(0);
    expect(f.left).toBeCloseTo((1366 - 1920 * (768 / 1080)) / 2, 9);
    expect(1920 * f.scale).toBeLessThanOrEqual(1366);
  });
});

describe('reconnectDelay', () => {
  it('waits 0.5 s, 1 s, 2 s, then 3 s between tries', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 3000, 3000]);
  });
});
