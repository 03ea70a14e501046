import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.js';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
};

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数不正确';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** One place that renders every failure as the envelope; 500s never show internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.code)
        .headers(error.headers)
        .send({ result: error.details, status: { code: error.code, msg: error.message } });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ result: null, status: { code: 400, msg: zodMessage(error) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg =
        FASTIFY_MESSAGES[error.code] ?? (error instanceof SyntaxError ? '请求体不是合法的 JSON' : '请求不正确');
      return reply.status(status).send({ result: null, status: { code: status, msg } });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ result: null, status: { code: 500, msg: '服务器内部错误' } });
  });
}
