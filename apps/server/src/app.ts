// buildApp wires the HTTP server: cross-cutting plugins first, then each feature, then the web app.
// The list of register calls below is the table of contents of the API.
import type { Agent } from 'node:https';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { alertRoutes } from './features/alerts/alerts.routes.js';
import { fetchNotificationsRoutes } from './features/alerts/fetch-notifications.routes.js';
import { analysisRoutes } from './features/analysis/analysis.routes.js';
import { appSettingsRoutes } from './features/app-settings/app-settings.routes.js';
import { createAppSettings } from './features/app-settings/app-settings.service.js';
import { associationRoutes } from './features/association/association.routes.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { embedRoutes } from './features/embed/embed.routes.js';
import { eventImportRoutes } from './features/event-import/event-import.routes.js';
import { eventReportRoutes } from './features/event-reports/event-reports.routes.js';
import { eventTaggingRoutes } from './features/event-tagging/event-tagging.routes.js';
import { eventChangeRoutes } from './features/events/event-changes.routes.js';
import { eventMarkerRoutes } from './features/events/event-markers.routes.js';
import { eventWriteRoutes } from './features/events/event-writes.routes.js';
import { eventRoutes } from './features/events/events.routes.js';
import { eventSearchRoutes } from './features/events/search/event-search.routes.js';
import { UpcomingEvents } from './features/events/search/upcoming-index-sync.js';
import { exportRoutes } from './features/export/export.routes.js';
import { feedsRoutes } from './features/feeds/feeds.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { informationLinksRoutes } from './features/information-links/information-links.routes.js';
import { maintenanceRoutes } from './features/maintenance/maintenance.routes.js';
import { mapSettingsRoutes } from './features/map-settings/map-settings.routes.js';
import { pageRenderer } from './features/page-heads/page-renderer.js';
import { pushRoutes } from './features/push/push.routes.js';
import { startPushDispatcher } from './features/push/push-dispatcher.js';
import { resolveVapidKeys } from './features/push/vapid-keys.js';
import { savedRoutes } from './features/saved/saved.routes.js';
import { sitemapRoutes } from './features/sitemap/sitemap.routes.js';
import { sourceAdminRoutes } from './features/sources/source-admin.routes.js';
import { sourceInvitationRoutes } from './features/sources/source-invitations.routes.js';
import { sourcesRoutes } from './features/sources/sources.routes.js';
import { statisticsRoutes } from './features/statistics/statistics.routes.js';
import { taxonomyRoutes } from './features/taxonomy/taxonomy.routes.js';
import {
  type AccountRateLimitSettings,
  accountRateLimitSettings,
  basicCredentialLimits,
} from './features/users/account-rate-limits.js';
import { usersRoutes } from './features/users/users.routes.js';
import { userLookup } from './features/users/users.service.js';
import { accessTokenIssuer } from './http/access-token.js';
import { registerAuthentication } from './http/auth.js';
import { registerBoundedClose } from './http/bounded-close.js';
import { registerCompression } from './http/compression.js';
import { handleFrameworkError, registerErrorHandling } from './http/errors.js';
import { resolveJwtSecret } from './http/jwt-secret.js';
import { registerOpenApi } from './http/openapi.js';
import { registerApiCallLimit, registerRateLimiting } from './http/rate-limit.js';
import { OneLinePerRequest, requestLogSerializers } from './http/request-log.js';
import { sharedCompilers } from './http/schema-compilers.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStorableValues } from './http/storable-values.js';
import { registerWebApp } from './http/web-app.js';
import { createMailer } from './mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The index of upcoming events alert polls read (decision 045); null when UPCOMING_INDEX_EVENTS is 0. */
    upcomingEvents: UpcomingEvents | null;
  }
}

export interface AppDeps {
  config: Readonly<Config>;
  db: Db;
  /** Where log lines go; stdout when absent. Tests pass a stream to read what was logged. */
  logStream?: DestinationStream;
  /** Account call limits other than the defaults (tests use small numbers and their own Redis keys). */
  rateLimits?: {
    /** Replaces the default limits, e.g. small numbers in tests. */
    rateLimits?: Partial<AccountRateLimitSettings>;
    /** Prefix of the Redis rate-limit keys (tests give each run its own). */
    rateLimitNameSpace?: string;
  };
  /** Tests: an agent that trusts a local push service's certificate. */
  pushAgent?: Agent;
}

export async function buildApp({
  config,
  db,
  logStream,
  rateLimits,
  pushAgent,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: requestLogSerializers,
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    bodyLimit: config.bodyLimitBytes,
    // request.ip is the client's address only when the proxies in front are known (0: the peer itself).
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyHops,
    genReqId: () => crypto.randomUUID(),
    logController: new OneLinePerRequest(),
    frameworkErrors: handleFrameworkError,
    schemaController: { compilersFactory: sharedCompilers },
    ajv: {
      // Query and path values arrive as strings: coerce them to the schema's types ('array' also
      // turns ?type_ids=1 into [1]). allErrors stays off (Fastify's advice: it lets one request
      // make the validator do unbounded work), so a 422 lists the first problem found.
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Cross-cutting (http/): closing in bounded time, error contract, security headers, compression, OpenAPI +
  // /api/docs, who is calling.
  registerBoundedClose(app, config.shutdownGraceMs);
  registerErrorHandling(app);
  // The environment's settings with the admins' over them (decision 046): read by the CSP and the settings calls.
  const settings = await createAppSettings(db, config, app.log.child({ name: 'settings' }));
  registerSecurityHeaders(app, settings);
  await registerCompression(app);
  await registerOpenApi(app);
  const tokens = accessTokenIssuer(await resolveJwtSecret(config), config.auth.accessTokenLifetimeMinutes);
  const limiting = await registerRateLimiting(app, {
    redisUrl: config.redisUrl,
    redisNameSpace: rateLimits?.rateLimitNameSpace,
  });
  registerApiCallLimit(app, limiting, config.limits.publicReadsPerMinute);
  registerStorableValues(app);
  const accountLimits = { ...accountRateLimitSettings(config.limits), ...rateLimits?.rateLimits };
  registerAuthentication(app, {
    users: userLookup(db),
    tokens,
    basicPasswordChecks: basicCredentialLimits(limiting, accountLimits),
  });

  // One mailer for the account mails and the invitations (SMTP, or the outbox folder).
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());

  // Features (features/<name>/): each a plugin taking { db, config }.
  await app.register(healthRoutes, { db });
  await app.register(associationRoutes, { settings });
  await app.register(mapSettingsRoutes, { settings });
  await app.register(appSettingsRoutes, { settings });
  await app.register(taxonomyRoutes, { db });
  await app.register(eventReportRoutes, { db });
  await app.register(eventImportRoutes, { db, batchRows: config.importBatchRows });
  await app.register(eventTaggingRoutes, { db });
  await app.register(statisticsRoutes, { db, crawlIntervalMinutes: config.crawl.intervalMinutes });
  await app.register(maintenanceRoutes, { db });
  await app.register(feedsRoutes, { db, config });
  await app.register(eventSearchRoutes, { db, eventCacheEntries: config.eventCacheEntries });
  await app.register(eventRoutes, { db, limiting, reportsPerHour: config.limits.reportsPerHour });
  await app.register(eventMarkerRoutes, { db });
  await app.register(eventWriteRoutes, { db });
  await app.register(eventChangeRoutes, { db });
  // Decision 045: alert polls answered from this copy's index of upcoming events, kept current from the database.
  const upcoming =
    config.upcomingIndexEvents > 0
      ? new UpcomingEvents(db, {
          maxEvents: config.upcomingIndexEvents,
          log: app.log.child({ name: 'upcoming' }),
        })
      : undefined;
  if (upcoming) {
    upcoming.start();
    app.addHook('onClose', () => upcoming.stop());
  }
  app.decorate('upcomingEvents', upcoming ?? null);
  await app.register(fetchNotificationsRoutes, { db, config, upcoming });
  await app.register(sourcesRoutes, { db });
  await app.register(sourceAdminRoutes, { db, limiting, uploadsPerHour: config.limits.uploadsPerHour });
  await app.register(sourceInvitationRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    limiting,
    invitationsPerHour: config.limits.invitationsPerHour,
  });
  await app.register(informationLinksRoutes, { db });
  await app.register(documentsRoutes, { db });
  await app.register(exportRoutes, { db, config });
  await app.register(embedRoutes, { db, config });
  await app.register(usersRoutes, { db, config, tokens, mailer, limiting, rateLimits: accountLimits });
  await app.register(savedRoutes, { db });
  await app.register(alertRoutes, { db });
  await app.register(analysisRoutes, { db });
  const vapid = await resolveVapidKeys({
    publicKey: config.push.vapidPublicKey,
    privateKey: config.push.vapidPrivateKey,
    subject: config.push.vapidSubject,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await app.register(pushRoutes, { db, vapid, allowLocalEndpoints: config.push.allowLocalEndpoints });
  if (vapid !== undefined) {
    // Decision 027: every copy matches queued events and sends due pushes; the queue makes each happen once.
    const dispatcher = startPushDispatcher(db, {
      vapid,
      intervalMs: config.push.dispatchIntervalMs,
      log: app.log.child({ name: 'push' }),
      ...(pushAgent && { agent: pushAgent }),
    });
    app.addHook('onClose', () => dispatcher.stop());
  }
  // robots.txt and the sitemap of public pages (issue 18), before the web app's file wildcard and fallback.
  await app.register(sitemapRoutes, { db, config });

  // Web app: built SPA with caching and fallback, and the JSON 404; registered last.
  // Each page's HTML carries its own head: lang, title, canonical, previews, JSON-LD (issue 18).
  await registerWebApp(app, config.webDistDir, pageRenderer(db, config.publicUrl));
  return app;
}
