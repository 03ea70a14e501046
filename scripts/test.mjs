// `npm test`: builds, then runs every suite (contract, web, server API on SQLite, browser e2e);
// with TEST_DATABASE_URL set, runs the server API suite again on PostgreSQL. Ends with one line:
// `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

if (run('npm', ['run', 'build']) !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const suites = [{ name: 'sqlite', args: [], env: { TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) {
  suites.push({
    name: 'postgres',
    args: ['--project', 'server'],
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
}

let passed = 0;
let failed = 0;
for (const suite of suites) {
  const out = path.join(reports, `${suite.name}.json`);
  console.log(`\n=== tests: ${suite.name} ===`);
  const code = run(
    'npx',
    ['vitest', 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    suite.env,
  );
  if (!fs.existsSync(out)) {
    failed += 1;
    console.log(`${suite.name}: the runner wrote no report (exit ${code})`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  // A file that failed without a failing test (its setup threw, so its tests show as skipped, or
  // it did not load at all) still counts as one failure.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles;
  console.log(
    `${suite.name}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed, ${report.numPendingTests} skipped`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
