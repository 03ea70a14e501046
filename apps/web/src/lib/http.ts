import { COOKIE, type Envelope, HEADER, NETWORK_ERROR_MSG, signParams } from '@bb/contract';
import { readCookie } from './cookies';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls whose 401 means "wrong password", not "please sign in" (login, start-up check). */
  authRedirect?: boolean;
}

export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  getAppUA: () => string | null;
  /** What a 401/403 does (SPEC.md §8): the web app sends the user to /login. */
  onAuthRequired: () => void;
  now?: () => number;
}

export type HttpClient = <T>(method: string, path: string, options?: RequestOptions) => Promise<Envelope<T>>;

function isAuthFailure(httpStatus: number, body: Envelope<unknown> | null): boolean {
  return httpStatus === 401 || httpStatus === 403 || body?.status.code === 403;
}

/**
 * The one way the web app calls the API: bearer token and app id from cookies, a signature
 * over the parameters, the envelope read back. A network failure resolves to
 * `{ status: { code: '', msg: '网络异常' } }`; a 401/403 redirects and resolves to `{}`.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const now = options.now ?? Date.now;
  return async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<Envelope<T>> {
    const query = Object.fromEntries(
      Object.entries(req.query ?? {}).filter((e): e is [string, string | number | boolean] => e[1] !== undefined),
    );
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const ts = now();
    const headers: Record<string, string> = {
      [HEADER.ts]: String(ts),
      [HEADER.sign]: signParams({ ...query, ...(isPlainObject(req.body) ? req.body : {}) }, ts),
    };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const ua = options.getAppUA();
    if (ua) headers[HEADER.ua] = ua;
    if (req.body !== undefined) headers['content-type'] = 'application/json';

    let res: Response;
    try {
      res = await fetch(`${options.baseUrl}${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: req.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return { result: null as T, status: { code: '', msg: NETWORK_ERROR_MSG } };
    }
    let body: Envelope<T> | null = null;
    try {
      body = (await res.json()) as Envelope<T>;
    } catch {
      body = null;
    }
    if (req.authRedirect !== false && isAuthFailure(res.status, body)) {
      options.onAuthRequired();
      return {} as Envelope<T>;
    }
    return (
      body ?? { result: null as T, status: { code: res.status, msg: res.ok ? 'ok' : '服务器返回了无法识别的内容' } }
    );
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An error carrying the envelope's status, for query hooks that throw on failure. */
export class ApiError extends Error {
  constructor(
    readonly code: number | '',
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

/** Unwraps `result`, throwing ApiError on any non-200 status (the `{}` of a redirect included). */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.status?.code === 200) return envelope.result;
  throw new ApiError(envelope.status?.code ?? '', envelope.status?.msg ?? '请先登录', envelope.result);
}

export function loginPath(from: string): string {
  return from && from !== '/' && !from.toLowerCase().startsWith('/login')
    ? `/login?redirect=${encodeURIComponent(from)}`
    : '/login';
}

/** The app's client: same origin, token from bb_token, app id from bb_ua. */
export const api = createHttpClient({
  baseUrl: '',
  getToken: () => readCookie(COOKIE.token),
  getAppUA: () => readCookie(COOKIE.ua),
  onAuthRequired: () => {
    const here = window.location.pathname + window.location.search;
    if (!here.toLowerCase().startsWith('/login')) window.location.assign(loginPath(here));
  },
});

export async function call<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  return unwrap(await api<T>(method, path, options));
}
