// `npm run bench`: starts a bare Fastify route (the baseline) and the built server on SQLite, then
// measures each scenario with autocannon in the same run; prints requests/s, p50, p99 and the ratio
// to the baseline, and writes bench/results.json.
import { execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CORPUS = Number(process.env.BENCH_ARTICLES ?? 100_000);

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
        p97_5: r.latency.p97_5,
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
// The search corpus goes in before the server starts: CORPUS generated articles of ~150 words.
const cliEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
const cli = path.join(root, 'apps/server/dist/cli.js');
// BENCH_CORPUS_DIR: reuse a data folder made earlier by `articles:generate` instead of building one.
const reuse = process.env.BENCH_CORPUS_DIR;
if (reuse && fs.existsSync(path.join(reuse, 'bb.sqlite'))) {
  for (const f of ['bb.sqlite', 'app-secret']) fs.copyFileSync(path.join(reuse, f), path.join(dataDir, f));
  console.log(`reusing the corpus in ${reuse}`);
}
execFileSync(process.execPath, [cli, 'db:migrate'], { env: cliEnv });
if (!reuse) {
  console.log(`generating ${CORPUS} articles for the search corpus…`);
  const genStarted = Date.now();
  execFileSync(process.execPath, [cli, 'articles:generate', '--count', String(CORPUS)], {
    env: cliEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`  done in ${((Date.now() - genStarted) / 1000).toFixed(0)} s`);
}
// The dictionary: ECDICT's learner subset (BENCH_DICT, or the shared copy beside this repository).
const dictFile = process.env.BENCH_DICT ?? path.resolve(root, '../shared/data/ecdict/ecdict-learner.csv');
if (!fs.existsSync(dictFile)) throw new Error(`no dictionary at ${dictFile}: set BENCH_DICT to ECDICT's CSV or SQLite`);
execFileSync(process.execPath, [cli, 'dict:import', dictFile], { env: cliEnv, stdio: ['ignore', 'ignore', 'inherit'] });
const baseline = await start(path.join(root, 'bench/baseline.mjs'), { PORT: '0' });
const server = await start(path.join(root, 'apps/server/dist/main.js'), {
  PORT: String(20000 + randomInt(20000)),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  DICT_AUTO_IMPORT: 'false',
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

  // A 3,000-word article with translations, written by the admin.
  const admin = await json(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ username: '13800000000', password: 'bench-admin-1' }),
  });
  const sentence = 'The quiet harbor town wakes slowly, and the fishing boats return with the morning light.';
  const paragraphs = Array.from({ length: 60 }, (_, i) => ({
    en:
      Array.from({ length: 3 }, () => sentence).join(' ') +
      ` Paragraph ${i + 1} ends here with a few more words to read.`,
    zh: '安静的港口小镇慢慢醒来，渔船迎着晨光归来。',
  }));
  const long = await json(`${server.url}/reader/article/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.result.token}` },
    body: JSON.stringify({
      article: { title: 'A Long Harbor Story', title_zh: '港口长文', status: 'published', paragraphs },
    }),
  });
  const longId = long.result.id;
  console.log(`3,000-word article: ${long.result.word_count} words`);

  // A reader with 10,000 words in the word book, added through the API like any reader's.
  const wordReader = await json(`${server.url}/auth/register_by_phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13700000002', password: 'bench-pass-1' }),
  });
  const wordToken = wordReader.result.token;
  const headwords = [
    ...new Set(
      fs
        .readFileSync(dictFile, 'utf8')
        .split('\n')
        .map((l) => /^([a-z]{3,}),/.exec(l)?.[1])
        .filter(Boolean),
    ),
  ];
  const WORDS = 10_000;
  const addStarted = Date.now();
  let total = 0;
  for (let i = 0; total < WORDS && i < headwords.length; i += 64) {
    await Promise.all(
      headwords.slice(i, i + 64).map((word) =>
        fetch(`${server.url}/reader/myword`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${wordToken}` },
          body: JSON.stringify({ word, sentence: `A sentence with ${word} in it.` }),
        }).then((r) => r.arrayBuffer()),
      ),
    );
    total = (await json(`${server.url}/reader/myword/overview`, { headers: { authorization: `Bearer ${wordToken}` } }))
      .result.total;
  }
  console.log(`word book: ${total} words added in ${((Date.now() - addStarted) / 1000).toFixed(0)} s`);

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

  const articleBytes = (await (await fetch(`${baseline.url}/article`)).text()).length;
  const showBytes = (await (await fetch(`${server.url}/reader/article/${longId}/show`)).text()).length;
  console.log(`article body: ${showBytes} bytes from the server, ${articleBytes} from the same-size baseline`);
  results.push(await measure('baseline: bare Fastify, a 23 KB article', { url: `${baseline.url}/article` }));
  results.push(
    await measure('GET /reader/article/{id}/show (3k words)', { url: `${server.url}/reader/article/${longId}/show` }),
  );
  results.push(
    await measure('  … signed in (ticket issued)', {
      url: `${server.url}/reader/article/${longId}/show`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  results.push(await measure('GET /reader/article (home list)', { url: `${server.url}/reader/article` }));
  const queries = [
    'garden',
    'lighthouse',
    'mountain river',
    'telesc',
    'people water',
    'quiet harbor',
    'volcano island',
    'study science',
  ];
  results.push(
    await measure(`GET /api/search (${CORPUS / 1000}k, 1 connection)`, {
      connections: 1,
      url: server.url,
      requests: queries.map((q) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}` })),
    }),
  );
  results.push(
    await measure(`GET /api/search (${CORPUS / 1000}k articles)`, {
      url: server.url,
      requests: queries.map((q) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}` })),
    }),
  );
  results.push(
    await measure('  … Chinese title, 1 connection', {
      connections: 1,
      url: server.url,
      requests: ['第123', '科技', '生成文章 第99'].map((q) => ({
        method: 'GET',
        path: `/api/search?q=${encodeURIComponent(q)}`,
      })),
    }),
  );

  // Lemmas and inflected forms (irregular, regular, possessive, contraction), as readers tap them.
  const lookups = [
    'go',
    'went',
    'studies',
    'mice',
    'better',
    "children's",
    'running',
    'happier',
    "don't",
    'government',
    'stopped',
    'water',
    'books',
    'analyses',
    'taught',
    'economy',
  ];
  results.push(await measure('baseline: bare Fastify, a 750-byte entry', { url: `${baseline.url}/entry` }));
  results.push(
    await measure('GET /api/english/word (lemmas + forms)', {
      url: server.url,
      requests: lookups.map((w) => ({ method: 'GET', path: `/api/english/word?word=${encodeURIComponent(w)}` })),
    }),
  );
  results.push(
    await measure('  … signed in (word book checked)', {
      url: server.url,
      headers: { authorization: `Bearer ${wordToken}` },
      requests: lookups.map((w) => ({ method: 'GET', path: `/api/english/word?word=${encodeURIComponent(w)}` })),
    }),
  );
  results.push(
    await measure(`GET /reader/myword/review/next (${total} words)`, {
      url: `${server.url}/reader/myword/review/next`,
      headers: { authorization: `Bearer ${wordToken}` },
    }),
  );

  const base = results[0].rps;
  const rows = results.map((r) => ({ ...r, ratio: r.rps / base }));
  console.log(
    `\n${DURATION}s per scenario, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}, SQLite, LOG_LEVEL=warn\n`,
  );
  const cols = ['req/s', 'p50 ms', 'p97.5', 'p99 ms', 'vs base', 'non-2xx'];
  console.log(`${'scenario'.padEnd(42)} ${cols.map((c) => c.padStart(8)).join(' ')}`);
  for (const r of rows) {
    const cells = [r.rps.toFixed(0), r.p50, r.p97_5, r.p99, `${(r.ratio * 100).toFixed(1)}%`, r.non2xx];
    console.log(`${r.name.padEnd(42)} ${cells.map((c) => String(c).padStart(8)).join(' ')}`);
  }
  const byName = (prefix) => rows.find((r) => r.name.startsWith(prefix));
  const aim = (label, ok, detail) => console.log(`aim: ${label}: ${ok ? 'met' : 'NOT met'} (${detail})`);
  console.log('');
  const me = byName('GET /api/user/me');
  aim('/api/user/me at least 50% of the baseline', me.ratio >= 0.5, `${(me.ratio * 100).toFixed(0)}%`);
  const show = byName('GET /reader/article/{id}/show');
  const sameSizeArticle = byName('baseline: bare Fastify, a 23 KB article');
  aim(
    'article show at least 30% of the baseline',
    show.ratio >= 0.3,
    `${(show.ratio * 100).toFixed(1)}%; ${((show.rps / sameSizeArticle.rps) * 100).toFixed(0)}% of a bare route sending a body of that size`,
  );
  const search = byName('GET /api/search');
  aim(
    'search p95 under 50 ms (one client at a time)',
    search.p97_5 < 50,
    `p97.5 is ${search.p97_5} ms, and p95 is at most that`,
  );
  const word = byName('GET /api/english/word');
  const sameSize = byName('baseline: bare Fastify, a 750-byte entry');
  aim(
    'word lookup at least 50% of the baseline with p99 under 5 ms',
    word.ratio >= 0.5 && word.p99 < 5,
    `${(word.ratio * 100).toFixed(0)}%, p99 ${word.p99} ms; ${((word.rps / sameSize.rps) * 100).toFixed(0)}% of a bare route sending the same size`,
  );
  const review = byName('GET /reader/myword/review/next');
  aim('review/next p99 under 20 ms with 10,000 words', review.p99 < 20, `p99 ${review.p99} ms`);
  fs.writeFileSync(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), duration_s: DURATION, connections: CONNECTIONS, node: process.version, results: rows }, null, 2)}\n`,
  );
} finally {
  baseline.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
