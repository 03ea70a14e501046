import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from './auth.js';
import { forbidden, unauthorized } from './errors.js';

/** Who may call a route: anyone, a signed-in user, or an admin (super user). */
export type Access = 'public' | 'user' | 'admin';

type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

export interface RouteContext<A extends Access, B, Q, P> {
  user: UserFor<A>;
  body: B;
  query: Q;
  params: P;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<
  A extends Access,
  BS extends z.ZodType | undefined,
  QS extends z.ZodType | undefined,
  PS extends z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  url: string;
  summary: string;
  access: A;
  body?: BS;
  query?: QS;
  params?: PS;
  /** The `result` schema, for the OpenAPI document. */
  result?: z.ZodType;
  /** The handler writes the reply itself (files, images, streams) instead of returning a result. */
  raw?: boolean;
  handler: (
    ctx: RouteContext<
      A,
      BS extends z.ZodType ? z.output<BS> : undefined,
      QS extends z.ZodType ? z.output<QS> : undefined,
      PS extends z.ZodType ? z.output<PS> : undefined
    >,
  ) => Promise<unknown> | unknown;
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown): unknown {
  // Parse errors are ZodErrors; the error handler turns the first issue into "field: message".
  return schema ? schema.parse(value ?? {}) : undefined;
}

/**
 * Declares one route: access, input schemas and a handler that returns the `result`. Inputs are
 * parsed with the contract's zod schemas (Fastify's own validation is switched off in app.ts);
 * the JSON Schemas given to Fastify only feed the OpenAPI document.
 */
export function defineRoute<
  A extends Access,
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  PS extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<A, BS, QS, PS>): void {
  const tag = spec.url.split('/')[1] ?? 'api';
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      summary: spec.summary,
      tags: [tag],
      ...(spec.body ? { body: toJsonSchema(spec.body) } : {}),
      ...(spec.query ? { querystring: toJsonSchema(spec.query) } : {}),
      ...(spec.params ? { params: toJsonSchema(spec.params) } : {}),
      ...(spec.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
      ...(spec.result && !spec.raw
        ? {
            response: {
              200: toJsonSchema(
                z.object({ result: spec.result, status: z.object({ code: z.number(), msg: z.string() }) }),
              ),
            },
          }
        : {}),
    },
    handler: async (req, reply) => {
      const user = req.user;
      if (spec.access !== 'public' && !user) throw unauthorized();
      if (spec.access === 'admin' && !user?.isSuper) throw forbidden();
      const ctx = {
        user,
        body: parse(spec.body, req.body),
        query: parse(spec.query, req.query),
        params: parse(spec.params, req.params),
        req,
        reply,
      } as Parameters<typeof spec.handler>[0];
      const result = await spec.handler(ctx);
      if (spec.raw) return reply;
      return reply.send({ result: result ?? null, status: { code: 200, msg: 'ok' } });
    },
  });
}
