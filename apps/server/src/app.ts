// buildApp wires the HTTP server: cross-cutting plugins first, then each feature, then the web app.
// The list of register calls below is the table of contents of the API.
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { associationRoutes } from './features/association/association.routes.js';

export interface AppDeps {
  config: Readonly<Config>;
  db: Db;
}

export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Cross-cutting (http/): error contract, OpenAPI + /api/docs, security headers, compression.
  // Features (features/<name>/): each a plugin taking { db, config }.
  await app.register(associationRoutes, { config });
  // Web app (http/web-app.ts): built SPA with caching and fallback, registered last.
  void db;
  return app;
}
