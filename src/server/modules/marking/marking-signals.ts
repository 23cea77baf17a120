import { EventEmitter } from 'node:events';

/**
 * In-process signals of marking: 'crops' wakes the crop queue, 'paper' (paperId) tells live boards
 * that a paper's marking changed, 'school' (orgId) that scanning received pages (the large screen). Work itself is always found in the database (queues poll), so a
 * second API process only loses the immediacy, never the work; PostgreSQL LISTEN/NOTIFY can carry
 * these across processes later.
 */
export const markingSignals = new EventEmitter();
markingSignals.setMaxListeners(1000);

/** Tells live boards that a paper's marking changed. */
export const paperChanged = (paperId: string): void => {
  markingSignals.emit('paper', paperId);
};

/** Tells live screens that a school received scanned pages. */
export const schoolChanged = (orgId: string): void => {
  markingSignals.emit('school', orgId);
};
