import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '../../shared/errors';
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../lib/app-error';
import { isStorageFull } from '../lib/storage-space';

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

/** Chinese messages for what the router and Node's HTTP parser refuse (never echoing the URL). */
const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};
const MALFORMED_UPLOAD = '上传的内容不完整或格式有误，请重新上传';

/** Tells whether an error without a status came from the multipart parser (a malformed body). */
const fromBusboy = (error: Error): boolean =>
  !('statusCode' in error) && /[/\\]@fastify[/\\]busboy[/\\]/.test(error.stack ?? '');

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
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return reply.status(507).send({ message: ERRORS.STORAGE_FULL.message });
    }
    if (fromBusboy(error)) return reply.status(400).send({ message: MALFORMED_UPLOAD });
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

/** Fastify's `frameworkErrors`: a bad URL or too long a path parameter, as `{ message }`. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message = ROUTER_MESSAGES[error.code];
  if (message) void reply.status(error.statusCode ?? 400).send({ message });
  else void reply.status(500).send({ message: MESSAGES.internal });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route (oversized
 * headers, a malformed request, a timeout) answers `{ message }` in Chinese, as everything else.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', '请求头过大']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时，请重试']
        : [400, 'Bad Request', MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
