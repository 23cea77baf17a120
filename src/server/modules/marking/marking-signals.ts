import { LocalBus, type BusListener, type EventBus } from '../../lib/event-bus';

/**
 * Signals of marking, on a bus that can be switched (at start) from in-process to Redis pub/sub:
 * listeners registered before the switch move with it.
 */
class SignalBus {
  private bus: EventBus = new LocalBus();
  private readonly listeners: [string, BusListener][] = [];

  /** Moves every listener to `bus` (Redis when configured); answers the bus it replaced. */
  use(bus: EventBus): EventBus {
    const old = this.bus;
    for (const [channel, fn] of this.listeners) {
      old.off(channel, fn);
      bus.on(channel, fn);
    }
    this.bus = bus;
    return old;
  }

  emit(channel: string, payload?: string): void {
    this.bus.emit(channel, payload);
  }

  on(channel: string, fn: BusListener): void {
    this.listeners.push([channel, fn]);
    this.bus.on(channel, fn);
  }

  off(channel: string, fn: BusListener): void {
    const i = this.listeners.findIndex(([c, f]) => c === channel && f === fn);
    if (i >= 0) this.listeners.splice(i, 1);
    this.bus.off(channel, fn);
  }
}

/**
 * Signals of marking: 'crops' wakes the crop queue, 'paper' (paperId) tells live boards that a
 * paper's marking changed, 'school' (orgId) that scanning received pages (the large screen). Work itself is always found in the database (queues poll), so a lost
 * signal only costs immediacy; with REDIS_URL the signals reach every API and worker process.
 */
export const markingSignals = new SignalBus();

/** Tells live boards that a paper's marking changed. */
export const paperChanged = (paperId: string): void => {
  markingSignals.emit('paper', paperId);
};

/** Tells live screens that a school received scanned pages. */
export const schoolChanged = (orgId: string): void => {
  markingSignals.emit('school', orgId);
};
