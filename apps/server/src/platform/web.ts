import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api', '/auth', '/reader'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

/**
 * Serves the built web app and answers unknown paths: API prefixes get a 404 envelope, any other
 * GET gets index.html so the web app can show its own not-found page.
 */
export async function serveWebApp(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const index = dist ? path.join(dist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        // Hashed assets never change; everything else must be revalidated so new builds show up.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb && index ? fs.readFileSync(index) : null;

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET' || !indexHtml) {
      return reply
        .status(404)
        .send({ result: null, status: { code: 404, msg: `接口不存在: ${req.method} ${req.url.split('?')[0]}` } });
    }
    return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
