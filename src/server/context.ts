import type { Config } from './config';
import type { Db } from './db/connect';
import type { SmsSender } from './modules/account/sms.sender';

/** What every module is built with: the database, the configuration and the clock. */
export interface ServerContext {
  db: Db;
  config: Config;
  /** Milliseconds since the epoch; tests move it. */
  now: () => number;
  /** Waits; tests record instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** Where SMS codes go; the configured sender when absent (tests pass one that records). */
  sms?: SmsSender;
}

/** Who made the request (set by the auth plugin for every non-public API route). */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** A public route needs no bearer token. */
    public?: boolean;
  }
}
