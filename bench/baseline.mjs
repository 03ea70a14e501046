// The baseline: a bare Fastify route answering the same envelope, nothing else in the path.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ result: { ok: true }, status: { code: 200, msg: 'ok' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
