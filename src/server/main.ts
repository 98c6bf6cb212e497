import { pino } from 'pino';
import { buildApp } from './app.ts';
import { announcePlatform, boot } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await boot({ config, log: pino({ level: config.logLevel }) });
  announcePlatform(platform);
  const { server } = await buildApp({ platform });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    // Stop taking requests and let the ones in flight finish before the database goes away.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await server.close();
    } finally {
      await platform.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await server.listen({ port: config.port, host: config.host });
  } catch (error) {
    await platform.close();
    throw error;
  }
  server.log.info(`${config.appName} is running on ${config.publicUrl} (${platform.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
