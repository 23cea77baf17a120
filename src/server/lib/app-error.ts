import { ERRORS, type ErrorCode } from '../../shared/errors';

/** A server error with a code, an HTTP status and a Chinese message for the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

/** Error factories (Outline style): `fail.forbidden()`, `fail.notFound('试卷不存在')`. */
export const fail = {
  badRequest: (message?: string) => new AppError('BAD_REQUEST', message),
  unauthorized: (message?: string) => new AppError('UNAUTHORIZED', message),
  forbidden: (message?: string) => new AppError('FORBIDDEN', message),
  notFound: (message?: string) => new AppError('NOT_FOUND', message),
  conflict: (message?: string) => new AppError('CONFLICT', message),
};
