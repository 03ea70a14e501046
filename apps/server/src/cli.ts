import { parseArgs } from 'node:util';
import { createAdmin } from './bootstrap.js';
import { importDictionary } from './features/dictionary/import.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openRuntime } from './runtime.js';
import { generateArticles } from './seed/generate.js';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate                                   run pending database migrations
  admin:create --phone <phone> [--password <p>] create an admin, or make an existing user one
  user:promote (--phone <p> | --id <n>) [--admin] [--creator] [--revoke]
                                               grant (or with --revoke, take away) admin / creator roles
  articles:generate --count <n> [--words <n>]  add n synthetic published articles (benchmarks, load tests)
  dict:import <ecdict.csv> [--full]            import ECDICT: the learner subset (default) or every row;
                                               safe to run again
`;

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      phone: { type: 'string' },
      password: { type: 'string' },
      id: { type: 'string' },
      admin: { type: 'boolean', default: false },
      creator: { type: 'boolean', default: false },
      revoke: { type: 'boolean', default: false },
      count: { type: 'string' },
      full: { type: 'boolean', default: false },
      learner: { type: 'boolean', default: false },
      words: { type: 'string' },
    },
  });
  if (
    !command ||
    !['db:migrate', 'admin:create', 'user:promote', 'articles:generate', 'dict:import'].includes(command)
  ) {
    process.stdout.write(USAGE);
    return command ? 2 : 0;
  }
  const runtime = await openRuntime(loadConfig());
  const { deps } = runtime;
  try {
    if (command === 'db:migrate') {
      process.stdout.write(
        runtime.migrated.length ? `Applied: ${runtime.migrated.join(', ')}\n` : 'Database is up to date.\n',
      );
      return 0;
    }
    if (command === 'admin:create') {
      if (!values.phone) throw new Error('--phone is required');
      const admin = await createAdmin(deps, values.phone, values.password ?? null);
      process.stdout.write(
        admin.created
          ? `Created admin ${admin.phone} with password ${admin.password}\n`
          : `User ${admin.phone} is now an admin${values.password ? ' (password updated)' : ''}.\n`,
      );
      return 0;
    }
    if (command === 'dict:import') {
      const file = positionals[0];
      if (!file) throw new Error('name the ECDICT CSV file: dict:import <file> [--full]');
      const started = Date.now();
      const report = await importDictionary(deps, file, values.full ? 'full' : 'learner');
      process.stdout.write(
        `Read ${report.read} rows, kept ${report.kept} (${values.full ? 'full' : 'learner subset'}), ${report.forms} inflected forms, in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
      );
      return 0;
    }
    if (command === 'articles:generate') {
      const count = Number(values.count);
      if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
      const started = Date.now();
      await generateArticles(deps, count, Number(values.words ?? 150), (done) =>
        process.stdout.write(`  ${done} / ${count}\n`),
      );
      process.stdout.write(`Generated ${count} articles in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
      return 0;
    }
    // user:promote
    if (!values.phone && !values.id) throw new Error('--phone or --id is required');
    if (!values.admin && !values.creator) throw new Error('say which role: --admin and/or --creator');
    const flag = values.revoke ? 0 : 1;
    const result = await deps.db
      .updateTable('users')
      .set({ ...(values.admin ? { is_super: flag } : {}), ...(values.creator ? { is_creator: flag } : {}) })
      .$if(values.id !== undefined, (q) => q.where('id', '=', Number(values.id)))
      .$if(values.id === undefined, (q) => q.where('phone', '=', values.phone ?? ''))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new Error('no such user');
    const roles = [values.admin && 'admin', values.creator && 'creator'].filter(Boolean).join(' and ');
    process.stdout.write(`${values.revoke ? 'Revoked' : 'Granted'} ${roles}.\n`);
    return 0;
  } finally {
    await runtime.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Error: ${error instanceof Error ? error.message : String(error)}`}\n`,
    );
    process.exit(1);
  },
);
