import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** A listener of one channel; payloads are strings (ids). */
export type BusListener = (payload: string) => void;

/**
 * Signals between parts of the product (a paper's marking changed, crops to cut). In-process by
 * default; with Redis, every emit is published and every process (API instances, workers) hears
 * it, so a client connected to instance A sees what instance B or a worker did.
 */
export interface EventBus {
  emit(channel: string, payload?: string): void;
  on(channel: string, fn: BusListener): void;
  off(channel: string, fn: BusListener): void;
  close(): Promise<void>;
}

/** The in-process bus (one EventEmitter). */
export class LocalBus implements EventBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(1000);
  }
  emit(channel: string, payload = ''): void {
    this.emitter.emit(channel, payload);
  }
  on(channel: string, fn: BusListener): void {
    this.emitter.on(channel, fn);
  }
  off(channel: string, fn: BusListener): void {
    this.emitter.off(channel, fn);
  }
  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/**
 * Redis pub/sub: emits are published under `<prefix>:bus:<channel>` and delivered to this process's
 * listeners when they come back from Redis (the same path as another process's emits).
 */
export class RedisBus implements EventBus {
  private readonly local = new LocalBus();
  private readonly pub: Redis;
  private readonly sub: Redis;
  /** Each channel's subscription, settled once Redis has confirmed it. */
  private readonly subscribed = new Map<string, Promise<void>>();
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub.on('message', (topic: string, payload: string) => {
      const start = `${this.prefix}:bus:`;
      if (topic.startsWith(start)) this.local.emit(topic.slice(start.length), payload);
    });
    this.ready = this.sub.ping().then(() => undefined);
  }

  emit(channel: string, payload = ''): void {
    this.pub.publish(`${this.prefix}:bus:${channel}`, payload).catch(() => undefined);
  }

  /** Resolves once this process hears `channel` (tests wait on it before emitting elsewhere). */
  listen(channel: string): Promise<void> {
    let subscribing = this.subscribed.get(channel);
    if (!subscribing) {
      // Kept while pending: a second caller (on() and then listen()) waits for the same confirmation.
      subscribing = this.sub.subscribe(`${this.prefix}:bus:${channel}`).then(() => undefined);
      this.subscribed.set(channel, subscribing);
      subscribing.catch(() => this.subscribed.delete(channel));
    }
    return subscribing;
  }

  on(channel: string, fn: BusListener): void {
    this.local.on(channel, fn);
    void this.listen(channel).catch(() => undefined);
  }

  off(channel: string, fn: BusListener): void {
    this.local.off(channel, fn);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

/** The bus a configuration asks for: Redis pub/sub when configured, else in-process. */
export function createEventBus(redis: { url: string; prefix: string } | null): EventBus {
  return redis ? new RedisBus(redis.url, redis.prefix) : new LocalBus();
}
