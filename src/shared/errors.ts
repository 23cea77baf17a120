import { MESSAGES } from './messages';

/** Error codes with their HTTP status and default Chinese message. */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: MESSAGES.badRequest },
  BAD_CREDENTIALS: { status: 400, message: MESSAGES.badCredentials },
  REFRESH_TOKEN_INVALID: { status: 400, message: MESSAGES.refreshTokenInvalid },
  UNSUPPORTED_GRANT: { status: 400, message: MESSAGES.unsupportedGrant },
  TOO_MANY_ATTEMPTS: { status: 429, message: MESSAGES.tooManyAttempts },
  UNAUTHORIZED: { status: 401, message: MESSAGES.unauthorized },
  BAD_CLIENT: { status: 401, message: MESSAGES.badClient },
  FORBIDDEN: { status: 403, message: MESSAGES.forbidden },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  CONFLICT: { status: 409, message: '数据已被修改，请刷新后重试' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '上传的文件过大' },
  STORAGE_FULL: { status: 507, message: '存储空间不足，请联系网站管理员清理磁盘' },
  INTERNAL: { status: 500, message: MESSAGES.internal },
} as const;

/** An error code of the catalogue. */
export type ErrorCode = keyof typeof ERRORS;

/** Body of every error answer. */
export interface ErrorBody {
  message: string;
}

/** Body of every successful answer: the spec's data.data is this body's data. */
export interface Envelope<T> {
  message: string;
  data: T;
}
