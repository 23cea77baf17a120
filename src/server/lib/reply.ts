import { MESSAGES } from '../../shared/messages';
import type { Envelope } from '../../shared/errors';

/** The success body `{ message, data }`. */
export const ok = <T>(data: T, message: string = MESSAGES.ok): Envelope<T> => ({ message, data });
