/**
 * `npm run cluster`: two app instances on the local PostgreSQL and Redis behind nginx, to try the
 * many-instance layout on one machine (docs/deploy.md). Ctrl+C stops all three: the instances
 * drain their requests and streams, nginx finishes its connections.
 *
 * DATABASE_URL (the server; the database is `wayfinder_cluster`, created if missing), REDIS_URL,
 * CLUSTER_PORT (4430: nginx; the instances on the next ports), CLUSTER_INSTANCES (2), AUTH_SECRET
 * (one for all; generated for the run when unset), NGINX_BIN. Any other app setting in the
 * environment (ADMIN_EMAIL, LLM_BASE_URL...) reaches every instance.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ClusterError, generatedSecret, requireServices, startCluster } from './cluster/start-cluster.ts';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = Number(process.env.CLUSTER_PORT || 4430);
const instances = Number(process.env.CLUSTER_INSTANCES || 2);
const nginxBin = process.env.NGINX_BIN || '/usr/sbin/nginx';

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 1 || port > 65_000) throw new ClusterError('CLUSTER_PORT: a port number');
  if (!Number.isInteger(instances) || instances < 1 || instances > 8) throw new ClusterError('CLUSTER_INSTANCES: 1 to 8');
  await requireServices({ databaseUrl, redisUrl, nginxBin });
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    console.log('Building the client once (npm run build)...');
    if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new ClusterError('the client build failed');
  }
  const authSecret = process.env.AUTH_SECRET || generatedSecret();
  if (!process.env.AUTH_SECRET) console.log('AUTH_SECRET is not set: the instances share one generated for this run (sessions end when it stops).');

  console.log(`Starting ${instances} instances and nginx...`);
  const cluster = await startCluster({
    databaseUrl,
    database: 'wayfinder_cluster',
    redisUrl,
    redisKeyPrefix: 'wayfinder-cluster:',
    port,
    instances,
    authSecret,
    nginxBin,
    env: { LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
    onLog: (name, line) => console.log(`[${name}] ${line}`),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the instances (they finish their requests and streams) and nginx...`);
    await cluster.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  for (const child of cluster.instances) {
    child.once('exit', (code) => {
      if (!stopping) console.error(`An instance exited (code ${code}); nginx sends its requests to the others.`);
    });
  }

  console.log(`
Wayfinder is running at ${cluster.url} (nginx), on ${cluster.instanceUrls.join(' and ')}.
Database ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')}, Redis keys under wayfinder-cluster:.
No demo accounts on PostgreSQL: create one with
  DATABASE_URL=${cluster.databaseUrl} npm run user:create -- --email you@example.com --password <password> --name "Your Name" --role admin
Ctrl+C stops everything.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ClusterError ? error.message : error);
  process.exit(1);
});
