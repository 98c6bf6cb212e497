/**
 * `npm run db:migrate`: applies the committed migrations to the configured database and exits.
 * The app does the same on every start; this is for deploys that migrate first.
 */
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: pino({ level: config.logLevel }) });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exitCode = 1;
}
