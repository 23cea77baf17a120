import { LocalBus, type BusListener, type EventBus } from './event-bus';

/**
 * Signals on a bus that can be switched (at start) from in-process to Redis pub/sub:
 * listeners registered before the switch move with it.
 */
export class SignalBus {
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
