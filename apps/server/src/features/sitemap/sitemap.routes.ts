// GET /robots.txt, GET /sitemap.xml and GET /sitemaps/{n}.xml (issue 18 "What crawlers and messengers
// see"). Not in the OpenAPI document: they are for crawlers, not API clients. Registered before the
// web app, so its file wildcard and SPA fallback never answer these paths with index.html.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { sendNotFound } from '../../http/errors.js';
import { robotsTxt } from './sitemap.js';
import { sitemapService } from './sitemap.service.js';

// Crawlers come back daily at most; an hour keeps a busy crawler from rebuilding the list each time.
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export interface SitemapRoutesOptions {
  db: Db;
  config: Readonly<Pick<Config, 'publicUrl'>>;
  /** URLs per file, at most the protocol's 50,000; tests set a small number to see the index. */
  urlsPerFile?: number;
}

function sendXml(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('cache-control', SITEMAP_CACHE_CONTROL)
    .type('application/xml; charset=utf-8')
    .send(body);
}

export const sitemapRoutes: FastifyPluginAsyncTypebox<SitemapRoutesOptions> = async (
  app,
  { db, config, urlsPerFile },
) => {
  const sitemap = sitemapService(db, config.publicUrl, urlsPerFile);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemap.root()),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 20 }) }) } },
    async (request, reply) => {
      const match = /^([1-9][0-9]{0,6})\.xml$/.exec(request.params.file);
      const body = match === null ? undefined : await sitemap.file(Number(match[1]));
      return body === undefined ? sendNotFound(reply) : sendXml(reply, body);
    },
  );
};
