/** Marking rules shared by the score pad and the server. */
export * from './score-rules';
