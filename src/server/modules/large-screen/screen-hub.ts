import type { ScreenSnapshot } from '../../../shared/api/large-screen';
import type { ServerContext } from '../../context';
import { markingSignals } from '../marking/marking-signals';
import { screenSnapshot } from './screen-snapshot';

/** Changes within this many ms become one push (a marking load of many scores a second). */
export const COALESCE_MS = 250;

type Listener = (snapshot: ScreenSnapshot) => void;

interface School {
  listeners: Set<Listener>;
  timer: NodeJS.Timeout | undefined;
  running: boolean;
  dirty: boolean;
}

/**
 * Fan-out of live snapshots: every connected screen of a school shares one snapshot per change
 * (computed once, written to all), whatever the number of screens. A change is a marking signal
 * ('paper': a page recognised, a score submitted; 'school': pages received); changes arriving
 * while a snapshot is computed make exactly one more.
 */
export class ScreenHub {
  private schools = new Map<string, School>();
  private paperOrg = new Map<string, string>();

  constructor(private ctx: ServerContext) {
    markingSignals.on('paper', this.onPaper);
    markingSignals.on('school', this.onSchool);
  }

  /** Stops listening to the signals. */
  close(): void {
    markingSignals.off('paper', this.onPaper);
    markingSignals.off('school', this.onSchool);
    for (const s of this.schools.values()) clearTimeout(s.timer);
    this.schools.clear();
  }

  /** Adds a screen of a school; returns the function that removes it. */
  subscribe(orgId: string, listener: Listener): () => void {
    const s = this.schools.get(orgId) ?? {
      listeners: new Set<Listener>(),
      timer: undefined,
      running: false,
      dirty: false,
    };
    this.schools.set(orgId, s);
    s.listeners.add(listener);
    return () => {
      s.listeners.delete(listener);
      if (s.listeners.size === 0) {
        clearTimeout(s.timer);
        this.schools.delete(orgId);
      }
    };
  }

  /** Screens connected now (all schools). */
  get size(): number {
    let n = 0;
    for (const s of this.schools.values()) n += s.listeners.size;
    return n;
  }

  private onSchool = (orgId: string) => this.changed(orgId);

  private onPaper = (paperId: string) => {
    if (this.schools.size === 0) return;
    const known = this.paperOrg.get(paperId);
    if (known) return this.changed(known);
    void this.ctx.db
      .selectFrom('papers')
      .select('orgId')
      .where('id', '=', paperId)
      .executeTakeFirst()
      .then(
        (p) => {
          if (!p) return;
          this.paperOrg.set(paperId, p.orgId);
          this.changed(p.orgId);
        },
        () => undefined,
      );
  };

  private changed(orgId: string): void {
    const s = this.schools.get(orgId);
    if (!s) return;
    if (s.running) {
      s.dirty = true;
      return;
    }
    s.timer ??= setTimeout(() => void this.push(orgId, s), COALESCE_MS);
  }

  private async push(orgId: string, s: School): Promise<void> {
    s.timer = undefined;
    s.running = true;
    s.dirty = false;
    try {
      const snap = await screenSnapshot(this.ctx, orgId);
      for (const l of s.listeners) l(snap);
    } catch (e) {
      console.error('large screen snapshot failed', e);
    } finally {
      s.running = false;
      if (s.dirty && this.schools.get(orgId) === s) this.changed(orgId);
    }
  }
}
