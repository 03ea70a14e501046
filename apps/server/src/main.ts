import { buildApp } from './app.js';
import { ensureAdmin, seedDemo } from './bootstrap.js';
import { ensureDictionary } from './features/dictionary/bootstrap.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { defaultWebDist, openRuntime } from './runtime.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const { deps } = runtime;
  const admin = await ensureAdmin(deps);
  if (config.seedDemo) await seedDemo(deps);
  if (config.dictAutoImport) await ensureDictionary(deps, (line) => process.stdout.write(`  ${line}\n`));

  const app = await buildApp(deps, { webDist: config.webDist ?? defaultWebDist() });
  await app.listen({ port: config.port, host: config.host });

  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  读英语 is running at http://${shown}:${config.port}/`,
    `  database: ${config.database.kind} (${where})${runtime.migrated.length ? `, migrated: ${runtime.migrated.join(', ')}` : ''}`,
    `  admin sign-in: ${admin.phone}${admin.password ? ` / ${admin.password}${admin.created && !config.adminPassword ? '  (generated; shown only this once)' : ''}` : ' (password as set before)'}`,
    `  API docs: http://${shown}:${config.port}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Browsers keep sockets open that never turn idle; after the grace period they are cut.
    setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs).unref();
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
