import { randomUUID } from 'node:crypto';
import { HEADER } from '@bb/contract';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { appinfoRoutes } from './features/appinfo/routes.js';
import { articleRoutes } from './features/articles/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { findSessionUser } from './features/auth/sessions.js';
import { collectionRoutes } from './features/collections/routes.js';
import { creatorRoutes } from './features/creators/routes.js';
import { dictionaryRoutes } from './features/dictionary/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { historyRoutes } from './features/history/routes.js';
import { membershipRoutes } from './features/membership/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { taskRoutes } from './features/tasks/routes.js';
import { userRoutes } from './features/users/routes.js';
import { visitorRoutes } from './features/visitors/routes.js';
import { wordRoutes } from './features/words/routes.js';
import type { Deps } from './platform/deps.js';
import type { AuthUser } from './platform/http/auth.js';
import { readToken } from './platform/http/auth.js';
import { installErrorHandler } from './platform/http/error-handler.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { serveWebApp } from './platform/web.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface AppOptions {
  /** Folder of the built web app; without one only the API is served. */
  webDist?: string;
  logger?: boolean;
}

/** Platform plugins, then every feature's routes; main.ts and the tests both build the app here. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: HEADER.requestId,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Inputs are parsed by the contract's zod schemas in defineRoute; Fastify's schemas only feed
  // the OpenAPI document, so its validator and serializer compilers pass data through.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandler(app);

  await app.register(fastifyCookie);
  installSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '读英语 API', version: '1.0.0', description: 'Envelope, errors and paging: see API.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('user', null);
  // Callback style: a request without a token (every anonymous lookup) makes no promise at all.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(HEADER.requestId, req.id);
    const token = readToken(req);
    if (!token) return done();
    findSessionUser(deps, token).then((user) => {
      req.user = user;
      done();
    }, done);
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  healthRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  membershipRoutes(app, deps);
  visitorRoutes(app, deps);
  appinfoRoutes(app, deps);
  articleRoutes(app, deps);
  searchRoutes(app, deps);
  collectionRoutes(app, deps);
  creatorRoutes(app, deps);
  historyRoutes(app, deps);
  taskRoutes(app, deps);
  dictionaryRoutes(app, deps);
  wordRoutes(app, deps);

  await serveWebApp(app, options.webDist);
  return app;
}
