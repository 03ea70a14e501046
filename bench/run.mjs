// `npm run bench`: starts a bare Fastify route (the baseline) and the built server on SQLite, then
// measures each scenario with autocannon in the same run; prints requests/s, p50, p99 and the ratio
// to the baseline, and writes bench/results.json.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function start(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = out.match(/listening (\d+)|running at http:\/\/[^:]+:(\d+)/);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1] ?? m[2]}` });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
}

function measure(name, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, r) => {
      if (err) return reject(err);
      const non2xx = r.non2xx + r.errors;
      resolve({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        non2xx,
      });
    });
  });
}

async function json(url, init) {
  const res = await fetch(url, init);
  return res.json();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-bench-'));
const baseline = await start(path.join(root, 'bench/baseline.mjs'), { PORT: '0' });
const server = await start(path.join(root, 'apps/server/dist/main.js'), {
  PORT: String(20000 + randomInt(20000)),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  ADMIN_PASSWORD: 'bench-admin-1',
});

try {
  const phone = '13700000001';
  const reg = await json(`${server.url}/auth/register_by_phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'bench-pass-1' }),
  });
  const token = reg.result.token;

  const results = [];
  results.push(await measure('baseline: bare Fastify GET /ping', { url: `${baseline.url}/ping` }));
  results.push(
    await measure('GET /api/user/me (token)', {
      url: `${server.url}/api/user/me`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  // Sign-in is scrypt-bound by design; many client addresses so the per-IP limit does not answer instead.
  results.push(
    await measure('POST /auth/login', {
      url: `${server.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: phone, password: 'bench-pass-1' }),
      setupClient(client) {
        client.on('response', () => {
          client.setHeaders({
            'content-type': 'application/json',
            'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`,
          });
        });
      },
    }),
  );

  const base = results[0].rps;
  const rows = results.map((r) => ({ ...r, ratio: r.rps / base }));
  console.log(
    `\n${DURATION}s per scenario, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}, SQLite, LOG_LEVEL=warn\n`,
  );
  console.log(
    `${'scenario'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs base'.padStart(8)} ${'non-2xx'.padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${`${(r.ratio * 100).toFixed(0)}%`.padStart(8)} ${String(r.non2xx).padStart(8)}`,
    );
  }
  const me = rows[1];
  console.log(
    `\naim: /api/user/me at least 50% of the baseline: ${me.ratio >= 0.5 ? 'met' : 'NOT met'} (${(me.ratio * 100).toFixed(0)}%)`,
  );
  fs.writeFileSync(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), duration_s: DURATION, connections: CONNECTIONS, node: process.version, results: rows }, null, 2)}\n`,
  );
} finally {
  baseline.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
