// GET /health: the process is up and the database answers a real query (for load balancers and probes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';

// A probe must get an answer even when the database hangs rather than fails.
const DATABASE_TIMEOUT_MS = 5000;

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
});
const UnavailableSchema = detailSchema('Service Unavailable: the database did not answer.');

async function pingDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: UnavailableSchema },
      },
    },
    async (request, reply) => {
      // A probe's answer is about this moment only.
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ detail: 'Database unavailable' });
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  );
};
