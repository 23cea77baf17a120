import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '../../shared/errors';
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../lib/app-error';

/** Chinese messages for Fastify's own 4xx errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: ERRORS.PAYLOAD_TOO_LARGE.message,
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_REQ_FILE_TOO_LARGE: ERRORS.PAYLOAD_TOO_LARGE.message,
  FST_FILES_LIMIT: '一次上传的文件过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 方式上传文件',
};

/** Describes where a validation issue sits, in Chinese. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return MESSAGES.badRequest;
  const first = error.validation[0];
  if (!first) return MESSAGES.badRequest;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const text = first.message ?? '';
  // Our schemas carry finished Chinese sentences (请输入用户名, 考号位数为 4～12): show them as
  // they are. zod's own zh-CN texts name the expected type (期望 …) and get the field added.
  if (/[\u4e00-\u9fff]/.test(text) && !/期望|^无效/.test(text)) return text;
  const missing = first.keyword === 'invalid_type' && /undefined/.test(text);
  const detail = missing ? `缺少${field}` : `${field} ${text}`.trim();
  return `${MESSAGES.badRequest}：${detail}`;
}

/** The one error handler: `{ message }` bodies with the right status, 5xx internals hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[error.code] ??
        (status === 404
          ? MESSAGES.notFound
          : status === 413
            ? ERRORS.PAYLOAD_TOO_LARGE.message
            : MESSAGES.badRequest);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.internal });
  });
}

/** Unknown API paths answer 404 with the catalogue's message. */
export function apiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: MESSAGES.notFound }),
  );
}
