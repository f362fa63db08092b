// First, so that an old Node.js is refused before the SQLite driver loads.
import './nodeVersion';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { shutdownOnSignal } from './shutdown';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  const shutdown = shutdownOnSignal(app, { deadlineMs: config.shutdownDeadlineMs });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Printed on its own line so that it is visible whatever the log level.
  process.stdout.write(
    `Server listening on http://${shownHost}:${config.port} (public URL ${config.publicUrl})\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Server failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
