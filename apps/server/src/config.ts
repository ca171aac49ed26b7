// Loads and validates the server configuration from the environment, once, in main.ts.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MapConfig, mapConfig } from './map-config.js';

export interface AssociationSettings {
  /** Shown in the footer and the logo's alternative text (spec §1). */
  name: string;
  address: string;
  representedBy: string;
  taxId: string;
  email: string;
  donateUrl: string;
  codeUrl: string;
  translateUrl: string;
}

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and other local state; absolute. */
  dataDir: string;
  /** PostgreSQL connection URL; undefined means embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** Public base URL used in links that leave the server (mails, feeds). */
  publicUrl: string;
  /** Folder of the built web app; undefined when it does not exist (API only). */
  webDistDir: string | undefined;
  /** The basemap of the web app's maps and the origins the Content-Security-Policy allows for it. */
  map: MapConfig;
  /** Seed the demo data set when the database holds no events. */
  seedDemoData: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /**
   * SHUTDOWN_GRACE_SECONDS: how long closing the server waits for requests in flight before it cuts their connections
   * (http/bounded-close.ts, decision 054); the crawls and the database close after it.
   */
  shutdownGraceMs: number;
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none). Per-address
   * rate limits need it behind a proxy, or every client shares the proxy's address.
   */
  trustedProxyHops: number;
  /** Events kept in memory as JSON for search pages (decision 013 has their size); 0 keeps none. */
  eventCacheEntries: number;
  /** Bytes of rendered export feeds kept in memory (FEED_CACHE_MB, decision 020); 0 keeps none. */
  feedCacheBytes: number;
  /** Upcoming events held in memory for alert polls, the soonest first (decision 045); 0: polls ask the database. */
  upcomingIndexEvents: number;
  /** Rows the spreadsheet import writes per transaction (IMPORT_BATCH_ROWS, decision 039); a crash loses at most these. */
  importBatchRows: number;
  association: AssociationSettings;
  crawl: CrawlConfig;
  auth: AuthConfig;
  mail: MailConfig;
  push: PushConfig;
  /** Redis for shared rate-limit counters across server copies; undefined: counters in memory. */
  redisUrl: string | undefined;
  limits: LimitsConfig;
}

/** Issue 17 finding 6: bounds on what one client address or account can make the server do. */
export interface LimitsConfig {
  /** API calls (/v1/…) per client address and minute; 0 turns the limit off (load tests). */
  publicReadsPerMinute: number;
  /** Event reports per client address and hour. */
  reportsPerHour: number;
  /** Title image uploads per account and hour. */
  uploadsPerHour: number;
  /** Invitations to administer a source, per inviting account and hour and per source and hour (decision 029). */
  invitationsPerHour: number;
  /** Registrations per client address and hour (several people may share one address: an office, a NAT). */
  registrationsPerHour: number;
  /** Login attempts per client address and minute (each account also allows only a few failures). */
  loginsPerMinute: number;
  /** PostgreSQL statement_timeout of API queries, ms; 0 for none. PGlite has no timer and ignores it. */
  statementTimeoutMs: number;
}

/** Issue 4 "Accounts": how tokens are signed. */
export interface AuthConfig {
  /**
   * HS256 secret of the access tokens. Undefined in the embedded default: the server then generates one
   * once and keeps it in the data folder (http/jwt-secret.ts). With DATABASE_URL set, the server's settings
   * are refused without a strong one (several server copies must share it).
   */
  jwtSecret: string | undefined;
  accessTokenLifetimeMinutes: number;
}

/** Issue 14 "Web Push for alerts": the VAPID key pair that signs pushes (features/push/vapid-keys.ts). */
export interface PushConfig {
  /** Undefined in the embedded default: generated once into the data folder. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** mailto: or https: contact for the push services (RFC 8292 §2.1). */
  vapidSubject: string;
  /**
   * PUSH_ALLOW_LOCAL_ENDPOINTS: accept push endpoints on loopback or private addresses (tests and journeys
   * with a local push service). Off by default: the server would otherwise post to any address a caller names.
   */
  allowLocalEndpoints: boolean;
  /** PUSH_DISPATCH_INTERVAL_MS: how often a copy looks for queued events and due pushes (decision 027). */
  dispatchIntervalMs: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; undefined: mails are written as .eml files to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  /** From header of every mail, e.g. "Assembly Finder <no-reply@example.org>". */
  from: string;
}

/** Issue 5 "Feeds": where the feeds are read from and how often. */
export interface CrawlConfig {
  /** Run the hourly scheduler inside the server (tests and e2e turn it off). */
  enabled: boolean;
  intervalMinutes: number;
  /** Feeds crawled at the same time. */
  concurrency: number;
  /** Per HTTP attempt. */
  timeoutMs: number;
  feedUrls: { berlin: string; dresden: string; friedenskooperative: string; demokrateam: string };
  /** A Nominatim-compatible geocoder for street-level points; undefined: offline gazetteer only. */
  geocoderUrl: string | undefined;
}

export const DEFAULT_FEED_URLS: CrawlConfig['feedUrls'] = Object.freeze({
  berlin:
    'https://www.berlin.de/polizei/service/versammlungsbehoerde/versammlungen-aufzuege/index.php/index/all.json',
  dresden: 'https://www.dresden.de/data_ext/versammlungsuebersicht/Versammlungen.json',
  friedenskooperative: 'https://www.friedenskooperative.de/termine',
  demokrateam: 'https://www.demokrateam.org/aktionen/',
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Clearly marked example values: an operator replaces them with the association's real details.
export const EXAMPLE_ASSOCIATION: AssociationSettings = Object.freeze({
  name: 'Example Association e.V. (example — set ASSOCIATION_NAME)',
  address: 'Musterstraße 1, 10115 Berlin (example — set ASSOCIATION_ADDRESS)',
  representedBy: 'Erika Mustermann, Max Mustermann (example — set ASSOCIATION_REPRESENTED_BY)',
  taxId: 'DE000000000 (example — set ASSOCIATION_TAX_ID)',
  email: 'contact@example.org',
  donateUrl: 'https://example.org/donate',
  codeUrl: 'https://example.org/code',
  translateUrl: 'https://example.org/translate',
});

type Env = Record<string, string | undefined>;

/** HS256 keys shorter than the hash output weaken it (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * Who reads the settings. The server signs access tokens, so it alone checks their secret: the command-line tools
 * sign none, and one run beside servers on PostgreSQL must not need the servers' secret.
 */
export type SettingsReader = 'server' | 'tool';

/** Where `npm run build` puts the web app, found from this file so it works from any cwd. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Reads every setting, collects every problem, and throws one error listing all of them. Every check that needs
 * no database happens here, so a refused start costs no more than reading the environment (decision 019).
 */
export function loadConfig(env: Env, cwd = process.cwd(), reader: SettingsReader = 'tool'): Readonly<Config> {
  const problems: string[] = [];
  const text = (key: string) => {
    const value = env[key]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (key: string, fallback: number, min: number, max: number) => {
    const raw = text(key);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const url = (key: string, protocols: string[]) => {
    const raw = text(key);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${key} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
      }
      return raw;
    } catch {
      problems.push(`${key} must be a URL, got "${raw}"`);
      return undefined;
    }
  };
  const boolean = (key: string, fallback: boolean) => {
    const raw = text(key)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${key} must be true or false, got "${raw}"`);
    return fallback;
  };
  const folder = (key: string, fallback: string) => {
    const raw = text(key) ?? fallback;
    return isAbsolute(raw) ? raw : resolve(cwd, raw);
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = text('HOST') ?? '0.0.0.0';
  const dataDir = folder('DATA_DIR', './data');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const map = mapConfig(text('MAP_STYLE_URL'), text('MAP_TILE_URL'), problems);
  const webDistDir = webDist(text('WEB_DIST_DIR'), cwd, problems);
  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const config: Config = {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    webDistDir,
    map,
    seedDemoData: boolean('SEED_DEMO_DATA', databaseUrl === undefined),
    logLevel: logLevel as Config['logLevel'],
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
    shutdownGraceMs: integer('SHUTDOWN_GRACE_SECONDS', 5, 0, 600) * 1000,
    trustedProxyHops: integer('TRUSTED_PROXY_HOPS', 0, 0, 10),
    eventCacheEntries: integer('EVENT_CACHE_ENTRIES', 20_000, 0, 1_000_000),
    feedCacheBytes: integer('FEED_CACHE_MB', 64, 0, 4096) * 1_048_576,
    upcomingIndexEvents: integer('UPCOMING_INDEX_EVENTS', 1_000_000, 0, 10_000_000),
    importBatchRows: integer('IMPORT_BATCH_ROWS', 1_000, 1, 50_000),
    association: Object.freeze({
      name: text('ASSOCIATION_NAME') ?? EXAMPLE_ASSOCIATION.name,
      address: text('ASSOCIATION_ADDRESS') ?? EXAMPLE_ASSOCIATION.address,
      representedBy: text('ASSOCIATION_REPRESENTED_BY') ?? EXAMPLE_ASSOCIATION.representedBy,
      taxId: text('ASSOCIATION_TAX_ID') ?? EXAMPLE_ASSOCIATION.taxId,
      email: text('ASSOCIATION_EMAIL') ?? EXAMPLE_ASSOCIATION.email,
      donateUrl: url('ASSOCIATION_DONATE_URL', ['http:', 'https:']) ?? EXAMPLE_ASSOCIATION.donateUrl,
      codeUrl: url('ASSOCIATION_CODE_URL', ['http:', 'https:']) ?? EXAMPLE_ASSOCIATION.codeUrl,
      translateUrl: url('ASSOCIATION_TRANSLATE_URL', ['http:', 'https:']) ?? EXAMPLE_ASSOCIATION.translateUrl,
    }),
    crawl: Object.freeze({
      enabled: boolean('CRAWL_ENABLED', true),
      intervalMinutes: integer('CRAWL_INTERVAL_MINUTES', 60, 1, 10_080),
      concurrency: integer('CRAWL_CONCURRENCY', 2, 1, 16),
      timeoutMs: integer('CRAWL_TIMEOUT_SECONDS', 60, 1, 3_600) * 1000,
      feedUrls: Object.freeze({
        berlin: url('FEED_BERLIN_URL', ['http:', 'https:']) ?? DEFAULT_FEED_URLS.berlin,
        dresden: url('FEED_DRESDEN_URL', ['http:', 'https:']) ?? DEFAULT_FEED_URLS.dresden,
        friedenskooperative:
          url('FEED_FRIEDENSKOOPERATIVE_URL', ['http:', 'https:']) ?? DEFAULT_FEED_URLS.friedenskooperative,
        demokrateam: url('FEED_DEMOKRATEAM_URL', ['http:', 'https:']) ?? DEFAULT_FEED_URLS.demokrateam,
      }),
      geocoderUrl: url('GEOCODER_URL', ['http:', 'https:']),
    }),
    auth: Object.freeze({
      jwtSecret: text('JWT_SECRET'),
      accessTokenLifetimeMinutes: integer('ACCESS_TOKEN_LIFETIME_MINUTES', 60, 10, 1_440),
    }),
    mail: Object.freeze({
      smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
      from: text('MAIL_FROM') ?? 'Assembly Finder <no-reply@localhost>',
    }),
    push: Object.freeze({
      vapidPublicKey: text('VAPID_PUBLIC_KEY'),
      vapidPrivateKey: text('VAPID_PRIVATE_KEY'),
      vapidSubject: url('VAPID_SUBJECT', ['mailto:', 'https:']) ?? 'mailto:no-reply@localhost',
      allowLocalEndpoints: boolean('PUSH_ALLOW_LOCAL_ENDPOINTS', false),
      dispatchIntervalMs: integer('PUSH_DISPATCH_INTERVAL_MS', 2_000, 50, 600_000),
    }),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    limits: Object.freeze({
      publicReadsPerMinute: integer('PUBLIC_READS_PER_MINUTE', 3_000, 0, 1_000_000),
      reportsPerHour: integer('REPORTS_PER_HOUR', 10, 1, 10_000),
      uploadsPerHour: integer('UPLOADS_PER_HOUR', 30, 1, 10_000),
      invitationsPerHour: integer('INVITATIONS_PER_HOUR', 20, 1, 10_000),
      registrationsPerHour: integer('REGISTRATIONS_PER_HOUR', 30, 1, 100_000),
      loginsPerMinute: integer('LOGINS_PER_MINUTE', 30, 1, 100_000),
      statementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
    }),
  };
  if (reader === 'server') problems.push(...jwtSecretProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/**
 * The access-token secret, as the server alone checks it. With DATABASE_URL set the server may run as several copies,
 * which must share one secret: one generated per copy (http/jwt-secret.ts) would log users out at random.
 */
function jwtSecretProblems({ auth, databaseUrl }: Config): string[] {
  if (auth.jwtSecret === undefined) {
    return databaseUrl === undefined
      ? []
      : [
          `JWT_SECRET must be set (at least ${MIN_JWT_SECRET_LENGTH} random characters) when DATABASE_URL is set`,
        ];
  }
  return auth.jwtSecret.length < MIN_JWT_SECRET_LENGTH
    ? [`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`]
    : [];
}

/**
 * WEB_DIST_DIR must hold a built app (index.html). Unset, the default build folder is used when a
 * build exists there; otherwise the server runs API-only.
 */
function webDist(raw: string | undefined, cwd: string, problems: string[]): string | undefined {
  if (raw === undefined) {
    return existsSync(join(DEFAULT_WEB_DIST_DIR, 'index.html')) ? DEFAULT_WEB_DIST_DIR : undefined;
  }
  const dir = isAbsolute(raw) ? raw : resolve(cwd, raw);
  if (existsSync(join(dir, 'index.html'))) return dir;
  problems.push(`WEB_DIST_DIR must be a folder containing index.html (a web build), got "${raw}"`);
  return undefined;
}
