// GET /embed: the embeddable widget (issue 18 "Open exports"), a source's or an area's upcoming events for
// other sites to frame. The one route whose Content-Security-Policy lets any site frame it (frame-ancestors *)
// and that sends no X-Frame-Options; every other response keeps frame-ancestors 'none' (security-headers.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import * as events from '../events/events.service.js';
import { exportFilterProperties } from '../export/export.schemas.js';
import { findExportEvents } from '../export/export.service.js';
import { splitCommaLists } from '../export/export-criteria.js';
import { getSources, listFutureEventIds } from '../sources/sources.service.js';
import { EMBED_STYLE_HASH, renderEmbedPage } from './embed-html.js';

export const EMBED_LIMIT_DEFAULT = 10;
export const EMBED_LIMIT_MAX = 50;

export const EmbedQuerySchema = Type.Object({
  ...exportFilterProperties,
  source_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'The source whose upcoming events to show; without it, the area of the other criteria.',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: EMBED_LIMIT_MAX,
      default: EMBED_LIMIT_DEFAULT,
      description: `Events shown: 1 to ${EMBED_LIMIT_MAX}, default ${EMBED_LIMIT_DEFAULT}.`,
    }),
  ),
});

/** Only the inline stylesheet; links open in a new window; any site may frame the page. */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src ${EMBED_STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

export const embedRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  config: Readonly<Pick<Config, 'publicUrl'>>;
}> = async (app, { db, config }) => {
  app.addHook('preValidation', async (request) => {
    splitCommaLists(request.query as Record<string, unknown>, ['type_ids', 'topic_ids']);
  });

  app.get(
    '/embed',
    {
      schema: {
        tags: ['exports'],
        operationId: 'embedEvents',
        summary: 'An HTML widget of a source’s or an area’s upcoming events, for other sites to frame',
        description:
          'Server-rendered HTML without scripts, in English or German (`language`). With `source_id` the ' +
          'source’s next events, else the events the export criteria find (the ICS/RSS links’ parameters). ' +
          'Any site may frame it (`frame-ancestors *`); links open the event pages in a new window.',
        querystring: EmbedQuerySchema,
        response: {
          200: { description: 'An HTML page.', content: { 'text/html': { schema: Type.String() } } },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const language = query.language ?? 'en';
      const limit = query.limit ?? EMBED_LIMIT_DEFAULT;
      let sourceName: string | undefined;
      let found: Awaited<ReturnType<typeof events.getEvents>> | undefined;
      if (query.source_id !== undefined) {
        const [source] = await getSources(db, [query.source_id]);
        sourceName = source?.name;
        if (source !== undefined) {
          const ids = await listFutureEventIds(db, source.id, { limit, offset: 0 }, async () => undefined);
          found = await events.getEvents(db, ids);
        }
      } else {
        found = await findExportEvents(db, { ...query, limit, offset: 0 });
      }
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', EMBED_CSP)
        .header('cache-control', 'public, max-age=300')
        .type('text/html; charset=utf-8')
        .send(renderEmbedPage({ language, publicUrl: config.publicUrl, sourceName, events: found }));
    },
  );
};
