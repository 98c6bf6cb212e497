import path from 'node:path';
import type { Platform } from './boot.ts';
import { apiRoutes } from './app/api.ts';
import { registerClient } from './app/client.ts';
import { registerPlatform } from './app/platform.ts';
import { startBackgroundJobs } from './app/background-jobs.ts';
import { sitemapRoutes } from './site/sitemap.routes.ts';
import { createStripeClient } from './billing/stripe-client.ts';
import { type AppServer, createServer, recordRoutes, type RegisteredRoute } from './app/server.ts';
import { type AppServices, createServices, type ServiceOptions, stopServicesOnClose } from './app/services.ts';

export type { AppServer, AppServices, RegisteredRoute };

export interface AppOptions extends ServiceOptions {
  /** What `boot` built from the configuration: database, mail, auth, model. */
  platform: Platform;
  /** Where the built client lives; served with a fallback to index.html for client routes. */
  clientDir?: string;
}

export interface App {
  /** The Fastify instance: `listen` it (main.ts) or close it; it never listens by itself. */
  server: AppServer;
  /** The features' services, for tests that set up state or wait on background work. */
  services: AppServices;
  /** Every route registered, in order (the authorization table test checks each has an entry). */
  registeredRoutes: readonly RegisteredRoute[];
}

const defaultClientDir = path.resolve(import.meta.dirname, '../../dist/client');

/** Builds the whole server without listening, so tests can start it on any port. */
export async function buildApp({ platform, clientDir = defaultClientDir, ...serviceOptions }: AppOptions): Promise<App> {
  const server = createServer(platform);
  // First, so that it sees the routes of every plugin registered after it.
  const registeredRoutes = recordRoutes(server);
  await registerPlatform(server, platform);

  const stripeClient = platform.config.stripe ? await createStripeClient(platform.config.stripe) : undefined;
  const services = createServices(platform, server.log, { stripeClient, ...serviceOptions });
  stopServicesOnClose(server, services);
  await startBackgroundJobs(platform, services);

  await server.register(apiRoutes, { prefix: '/api', platform, services });
  await server.register(sitemapRoutes, { advisors: services.advisors, publicUrl: platform.config.publicUrl });
  await registerClient(server, clientDir, platform.config.publicUrl);
  return { server, services, registeredRoutes };
}
