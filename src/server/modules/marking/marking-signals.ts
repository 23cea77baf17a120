import { SignalBus } from '../../lib/signal-bus';

/**
 * Signals of marking: 'crops' wakes the crop queue, 'paper' (paperId) tells live boards that a
 * paper's marking changed, 'school' (orgId) that scanning received pages (the large screen),
 * 'access' (a JSON scope) that cached marking permissions are stale (marking-access-cache). Work
 * itself is always found in the database (queues poll) and cached permissions expire after 5 s,
 * so a lost signal only costs immediacy; with REDIS_URL the signals reach every API and worker
 * process.
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
