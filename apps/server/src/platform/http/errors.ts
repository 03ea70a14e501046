/** A failure a caller should see: rendered as the envelope with the same HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly details: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, details?: unknown) => new AppError(400, msg, details);
export const unauthorized = (msg = '请先登录') => new AppError(401, msg);
export const forbidden = (msg = '没有权限') => new AppError(403, msg);
export const notFound = (msg = '内容不存在') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooManyRequests = (retryAfterMs: number, msg = '操作太频繁，请稍后再试') =>
  new AppError(
    429,
    msg,
    { retry_after: Math.ceil(retryAfterMs / 1000) },
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    },
  );
export const notConfigured = (msg: string) => new AppError(501, msg);
export const unavailable = (msg: string) => new AppError(503, msg);

/** A unique index refused the write (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(String(error));
}
