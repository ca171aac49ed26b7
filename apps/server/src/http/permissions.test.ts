// Spec §6, issue 4: every write and every non-public read, called by each of the five roles, with the
// status each must get. One table, no gaps: a new protected route must be added here (the last test
// fails otherwise). Targets that a call consumes (a source to delete, a user to promote) are made
// fresh for every call, so each role meets the same starting point.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { answer, type FeedServer, startFeedServer } from '../crawl/test-support/feed-server.js';
import { fileForm, minimalPdf } from '../features/documents/documents.test-support.js';
import {
  eventBody,
  insertWriteWorld,
  type WriteWorld,
} from '../features/events/event-writes.test-support.js';
import { insertInvitation, insertSource, sourceBody } from '../features/sources/sources.test-support.js';
import { GENEROUS_RATE_LIMITS } from '../features/users/users.test-support.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';

const ROLES = ['anonymous', 'user', 'otherSourceAdmin', 'sourceAdmin', 'platformAdmin'] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  form?: FormData;
}

interface Case {
  /** The route as the OpenAPI document names it, e.g. 'PUT /v1/source/{source_id}'. */
  route: string;
  /** What the row checks, when the route has several rows. */
  about?: string;
  /** Builds the call; runs once per role, so consumed targets are fresh each time. */
  call: (world: World, caller: TestUser | undefined) => Promise<Call> | Call;
  /** Gives every role a fresh caller of its kind (for calls on the caller's own account). */
  freshCallers?: boolean;
  expect: Statuses;
}

interface World extends WriteWorld {
  /** An event of the approved source, administered by `sourceAdmin`. */
  eventId: number;
  /** An event of the pending source. */
  pendingEventId: number;
}

const all = (status: number): Statuses => ({
  anonymous: status,
  user: status,
  otherSourceAdmin: status,
  sourceAdmin: status,
  platformAdmin: status,
});
/** Logged in is enough (spec §6 "Logged-in user"). */
const loggedIn = (status: number): Statuses => ({ ...all(status), anonymous: 401 });
/** Source administrator or platform admin (spec §6 "Source administrator", "Event editor"). */
const sourceAdmins = (status: number): Statuses => ({
  anonymous: 401,
  user: 403,
  otherSourceAdmin: 403,
  sourceAdmin: status,
  platformAdmin: status,
});
/** Platform admin only (spec §6 "Platform admin"). */
const platformAdmins = (status: number): Statuses => ({ ...sourceAdmins(403), platformAdmin: status });
/** Not public: hidden (404, as if it did not exist) from everyone but its administrators. */
const hiddenButFromAdmins = (status: number): Statuses => ({
  anonymous: 404,
  user: 404,
  otherSourceAdmin: 404,
  sourceAdmin: status,
  platformAdmin: status,
});

let server: TestApp;
let feeds: FeedServer;
let world: World;
let counter = 0;

async function pngForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  return form;
}

async function freshSource(): Promise<number> {
  return insertSource(server.db, world.taxonomy, { adminIds: [world.sourceAdmin.user.id] });
}

async function freshEvent(): Promise<number> {
  const { id } = await server.db
    .insertInto('events')
    .values({
      name: 'Vigil at the town hall',
      description: 'Candles at dusk.',
      event_type_id: world.eventTypeIds[0],
      locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [6.96, 50.94] }, city: 'Köln' }]),
      start_time: new Date(Date.now() + 86_400_000),
      organising_source_id: world.sourceId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function freshUser(options: { admin?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  return createTestUser(server.db, server.config, { ...options, username: `target${counter}` });
}

/** A new caller of the role, with the same rights as the shared one. */
async function freshCaller(role: Role): Promise<TestUser | undefined> {
  if (role === 'anonymous') return undefined;
  const caller = await freshUser({ admin: role === 'platformAdmin' });
  const sourceId =
    role === 'sourceAdmin' ? world.sourceId : role === 'otherSourceAdmin' ? world.otherSourceId : 0;
  if (sourceId !== 0) {
    await server.db
      .insertInto('source_admins')
      .values({ source_id: sourceId, user_id: caller.user.id })
      .execute();
  }
  return caller;
}

const MARKER_COLOURS = {
  map_marker_color_default: '#1f4e99',
  map_marker_color_selected: '#3d7be0',
  map_marker_color_past: '#8a9bb8',
};

function freshNames(): { name_en: string; name_de: string } {
  counter += 1;
  return { name_en: `Entry ${counter}`, name_de: `Eintrag ${counter}` };
}

/** An unused topic, event type or source type, for a call that changes or deletes it. */
async function freshEntry(table: 'topics' | 'event_types' | 'source_types'): Promise<number> {
  const names = freshNames();
  const values = table === 'source_types' ? { ...names, ...MARKER_COLOURS } : names;
  const { id } = await server.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A fresh information link, for a call that changes or deletes it. */
async function freshInformationLink(): Promise<number> {
  counter += 1;
  const { id } = await server.db
    .insertInto('information_links')
    .values({ ...informationLinkBody(), native_url: `https://example.org/fresh/${counter}`, country: 'DE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function informationLinkBody() {
  counter += 1;
  return {
    native_name: `Rat ${counter}`,
    english_name: `Council ${counter}`,
    native_url: `https://example.org/council/${counter}`,
    country: 'de',
    city: 'Köln',
  };
}

/** A fresh document, for a call that deletes it. */
async function freshDocument(): Promise<number> {
  const { id } = await server.db
    .insertInto('documents')
    .values({ display_name: 'Guide', language: 'en', document_type: 'guide', file: minimalPdf() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An open report of a fresh event, for a call that handles it. */
async function freshReport(): Promise<number> {
  const eventId = await freshEvent();
  const { id } = await server.db
    .insertInto('event_reports')
    .values({ event_id: eventId, reason: 'Looks like spam' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const IMPORT_CSV = 'Titel;Beschreibung;Beginn\nMahnwache;Kerzen;12.03.2030 18:00\n';

/** An uploaded spreadsheet waiting for its mapping, for a call that previews, runs or reads it. */
async function freshImport(): Promise<number> {
  const { id } = await server.db
    .insertInto('event_imports')
    .values({
      file_name: 'events.csv',
      kind: 'csv',
      file: Buffer.from(IMPORT_CSV),
      columns: JSON.stringify(['Titel', 'Beschreibung', 'Beginn']),
      sample: '[]',
      row_count: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function importMapping(w: World) {
  return {
    fields: { name: { column: 0 }, description: { column: 1 }, start_time: { column: 2 } },
    time_format: 'dd.MM.yyyy HH:mm',
    source_id: w.sourceId,
    input_language: 'de',
    event_type_id: w.eventTypeIds[0],
    topic_ids: [w.taxonomy.topicIds[0]],
  };
}

function alertBody(name: string) {
  return { name, alert_type: 'perimeter', latitude: 50.94, longitude: 6.96, radius_km: 5 };
}

/** A fresh alert of `owner`'s, for a call that changes or removes it; returns its name. */
async function alertOf(owner: TestUser): Promise<string> {
  counter += 1;
  const name = `Alert ${counter}`;
  await server.db.deleteFrom('alerts').where('user_id', '=', owner.user.id).execute();
  await server.db
    .insertInto('alerts')
    .values({ user_id: owner.user.id, name, alert_type: 'perimeter', lat: 50.94, lon: 6.96, radius_km: 5 })
    .execute();
  return name;
}

function sharedCaller(role: Role): TestUser | undefined {
  switch (role) {
    case 'anonymous':
      return undefined;
    case 'user':
      return world.user;
    case 'otherSourceAdmin':
      return world.otherAdmin;
    case 'sourceAdmin':
      return world.sourceAdmin;
    case 'platformAdmin':
      return world.platformAdmin;
  }
}

const CASES: Case[] = [
  // Sources (spec §7 "Sources").
  {
    route: 'POST /v1/source/new',
    call: (w) => ({ method: 'POST', path: '/v1/source/new', body: sourceBody(w.taxonomy) }),
    expect: loggedIn(201),
  },
  {
    route: 'PUT /v1/source/{source_id}',
    call: (w) => ({ method: 'PUT', path: `/v1/source/${w.sourceId}`, body: sourceBody(w.taxonomy) }),
    expect: sourceAdmins(200),
  },
  {
    route: 'DELETE /v1/source/{source_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/source/${await freshSource()}` }),
    expect: sourceAdmins(204),
  },
  {
    route: 'GET /v1/source/{source_id}/admins',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.sourceId}/admins` }),
    expect: sourceAdmins(200),
  },
  {
    route: 'GET /v1/source/{source_id}/internal_contact',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.sourceId}/internal_contact` }),
    expect: sourceAdmins(200),
  },
  {
    route: 'GET /v1/source/{source_id}/editable_events',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.sourceId}/editable_events` }),
    expect: sourceAdmins(200),
  },
  {
    route: 'PUT /v1/source/{source_id}/approval_status',
    call: async () => ({
      method: 'PUT',
      path: `/v1/source/${await freshSource()}/approval_status?approval_status=rejected`,
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'PUT /v1/source/{source_id}/add_admin',
    call: async () => ({
      method: 'PUT',
      path: `/v1/source/${await freshSource()}/add_admin`,
      body: { email: (await freshUser()).user.email },
    }),
    // Decision 029: an invitation by mail, accepted by the invited person.
    expect: sourceAdmins(202),
  },
  {
    route: 'GET /v1/source/{source_id}/invitations',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.sourceId}/invitations` }),
    expect: sourceAdmins(200),
  },
  {
    route: 'DELETE /v1/source/{source_id}/invitations/{invitation_id}',
    call: async (w) => {
      counter += 1;
      const id = await insertInvitation(server.db, {
        sourceId: w.sourceId,
        email: `withdrawn${counter}@example.org`,
        token: `withdrawn-${counter}`,
      });
      return { method: 'DELETE', path: `/v1/source/${w.sourceId}/invitations/${id}` };
    },
    expect: sourceAdmins(204),
  },
  {
    route: 'POST /v1/source/invitations/accept',
    about: 'an invitation to an address no caller has: nobody else may take it, whatever their role',
    call: async (w) => {
      counter += 1;
      await insertInvitation(server.db, {
        sourceId: w.sourceId,
        email: `invited${counter}@example.org`,
        token: `invited-${counter}`,
      });
      return { method: 'POST', path: '/v1/source/invitations/accept', body: { token: `invited-${counter}` } };
    },
    expect: loggedIn(403),
  },
  {
    route: 'POST /v1/source/invitations/accept',
    about: 'an invitation to the caller’s own address',
    freshCallers: true,
    call: async (w, caller) => {
      counter += 1;
      const token = `own-${counter}`;
      const email = caller?.user.email ?? `nobody${counter}@example.org`;
      await insertInvitation(server.db, { sourceId: w.otherSourceId, email, token });
      return { method: 'POST', path: '/v1/source/invitations/accept', body: { token } };
    },
    expect: loggedIn(200),
  },
  {
    route: 'PUT /v1/source/{source_id}/remove_admin/{admin_user_id}',
    call: async () => {
      const sourceId = await freshSource();
      const coAdmin = await freshUser();
      await server.db
        .insertInto('source_admins')
        .values({ source_id: sourceId, user_id: coAdmin.user.id })
        .execute();
      return { method: 'PUT', path: `/v1/source/${sourceId}/remove_admin/${coAdmin.user.id}` };
    },
    expect: sourceAdmins(200),
  },
  {
    route: 'POST /v1/source/{source_id}/title-image',
    call: async (w) => ({
      method: 'POST',
      path: `/v1/source/${w.sourceId}/title-image`,
      form: await pngForm(),
    }),
    expect: sourceAdmins(200),
  },
  {
    route: 'GET /v1/source/',
    about: 'the approval queue',
    call: () => ({ method: 'GET', path: '/v1/source/?approved=pending' }),
    expect: platformAdmins(200),
  },
  {
    route: 'GET /v1/source/{source_id}',
    about: 'a source under review',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.pendingSourceId}` }),
    expect: hiddenButFromAdmins(200),
  },
  {
    route: 'GET /v1/source/{source_id}/future_events',
    about: 'of a source under review',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.pendingSourceId}/future_events` }),
    expect: hiddenButFromAdmins(200),
  },
  {
    route: 'GET /v1/source/{source_id}/past_events',
    about: 'of a source under review',
    call: (w) => ({ method: 'GET', path: `/v1/source/${w.pendingSourceId}/past_events` }),
    expect: hiddenButFromAdmins(200),
  },
  // The import's source picker (issue 15): sources of every approval status by name, for platform admins only.
  {
    route: 'GET /v1/source/name-search',
    call: () => ({ method: 'GET', path: '/v1/source/name-search?name=a' }),
    expect: platformAdmins(200),
  },
  // Topics, event types, source types (spec §7; issue 15): platform admins only. Each call gets a fresh entry.
  {
    route: 'POST /v1/topic/new',
    call: () => ({ method: 'POST', path: '/v1/topic/new', body: freshNames() }),
    expect: platformAdmins(201),
  },
  {
    route: 'PUT /v1/topic/{event_topic_id}',
    call: async () => ({
      method: 'PUT',
      path: `/v1/topic/${await freshEntry('topics')}`,
      body: freshNames(),
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'DELETE /v1/topic/{topic_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/topic/${await freshEntry('topics')}` }),
    expect: platformAdmins(204),
  },
  {
    route: 'POST /v1/event_type/new',
    call: () => ({ method: 'POST', path: '/v1/event_type/new', body: freshNames() }),
    expect: platformAdmins(201),
  },
  {
    route: 'PUT /v1/event_type/{event_type_id}',
    call: async () => ({
      method: 'PUT',
      path: `/v1/event_type/${await freshEntry('event_types')}`,
      body: freshNames(),
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'DELETE /v1/event_type/{type_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/event_type/${await freshEntry('event_types')}` }),
    expect: platformAdmins(204),
  },
  {
    route: 'POST /v1/source_type/new',
    call: () => ({ method: 'POST', path: '/v1/source_type/new', body: freshNames() }),
    expect: platformAdmins(201),
  },
  {
    route: 'PUT /v1/source_type/{source_type_id}',
    call: async () => ({
      method: 'PUT',
      path: `/v1/source_type/${await freshEntry('source_types')}`,
      body: { ...freshNames(), ...MARKER_COLOURS },
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'DELETE /v1/source_type/{type_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/source_type/${await freshEntry('source_types')}` }),
    expect: platformAdmins(204),
  },
  // Reports (issue 15): platform admins only; each call gets a fresh report.
  {
    route: 'GET /v1/event_report/',
    call: () => ({ method: 'GET', path: '/v1/event_report/' }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/event_report/{report_id}/dismiss',
    call: async () => ({ method: 'POST', path: `/v1/event_report/${await freshReport()}/dismiss` }),
    expect: platformAdmins(204),
  },
  {
    route: 'POST /v1/event_report/{report_id}/hide_event',
    call: async () => ({ method: 'POST', path: `/v1/event_report/${await freshReport()}/hide_event` }),
    expect: platformAdmins(204),
  },
  // Information links (issue 15 "Information"): platform admins only.
  {
    route: 'GET /v1/info/link/',
    call: () => ({ method: 'GET', path: '/v1/info/link/?country=DE' }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/info/link/new',
    call: () => ({ method: 'POST', path: '/v1/info/link/new', body: informationLinkBody() }),
    expect: platformAdmins(201),
  },
  {
    route: 'PUT /v1/info/link/{link_id}',
    call: async () => ({
      method: 'PUT',
      path: `/v1/info/link/${await freshInformationLink()}`,
      body: informationLinkBody(),
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'DELETE /v1/info/link/{link_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/info/link/${await freshInformationLink()}` }),
    expect: platformAdmins(204),
  },
  // Excel Upload (issue 15): platform admins only; each call gets a fresh upload.
  {
    route: 'POST /v1/event_import/upload',
    call: () => {
      const form = new FormData();
      form.append('file', new Blob([IMPORT_CSV]), 'events.csv');
      return { method: 'POST', path: '/v1/event_import/upload', form };
    },
    expect: platformAdmins(201),
  },
  {
    route: 'GET /v1/event_import/{import_id}',
    call: async () => ({ method: 'GET', path: `/v1/event_import/${await freshImport()}` }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/event_import/{import_id}/preview',
    call: async (w) => ({
      method: 'POST',
      path: `/v1/event_import/${await freshImport()}/preview`,
      body: importMapping(w),
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/event_import/{import_id}/run',
    call: async (w) => ({
      method: 'POST',
      path: `/v1/event_import/${await freshImport()}/run`,
      body: importMapping(w),
    }),
    expect: platformAdmins(202),
  },
  // Statistics (issue 15): platform admins only.
  {
    route: 'GET /v1/statistics',
    call: () => ({ method: 'GET', path: '/v1/statistics' }),
    expect: platformAdmins(200),
  },
  // Application Settings (issue 15, decision 046): platform admins only (the public reads need no login).
  {
    route: 'GET /v1/settings/application',
    call: () => ({ method: 'GET', path: '/v1/settings/application' }),
    expect: platformAdmins(200),
  },
  {
    route: 'PUT /v1/settings/association',
    call: () => ({
      method: 'PUT',
      path: '/v1/settings/association',
      body: {
        name: 'Permission Matrix e.V.',
        address: null,
        represented_by: null,
        tax_id: null,
        email: null,
        donate_url: null,
        code_url: null,
        translate_url: null,
      },
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'PUT /v1/settings/map',
    call: () => ({ method: 'PUT', path: '/v1/settings/map', body: { style_url: null, tile_origins: null } }),
    expect: platformAdmins(200),
  },
  // Documents (spec §7, issue 15 "Files"): the list and downloads are public; upload and delete platform admins'.
  {
    route: 'POST /v1/document/upload',
    call: () => ({
      method: 'POST',
      path: '/v1/document/upload?language=en&document_type=guide&display_name=Guide',
      form: fileForm(minimalPdf(), 'guide.pdf'),
    }),
    expect: platformAdmins(201),
  },
  {
    route: 'DELETE /v1/document/{document_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/document/${await freshDocument()}` }),
    expect: platformAdmins(204),
  },
  {
    route: 'GET /v1/document/{document_id}',
    call: async () => ({ method: 'GET', path: `/v1/document/${await freshDocument()}` }),
    expect: all(200),
  },
  // Event Tagging (issue 15): platform admins only; the apply adds a fresh topic to one fresh event.
  {
    route: 'POST /v1/event_tagging/search',
    call: () => ({ method: 'POST', path: '/v1/event_tagging/search', body: { criteria: {} } }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/event_tagging/preview',
    call: async () => ({
      method: 'POST',
      path: '/v1/event_tagging/preview',
      body: { event_ids: [await freshEvent()], add_topic_ids: [await freshEntry('topics')] },
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/event_tagging/apply',
    call: async () => ({
      method: 'POST',
      path: '/v1/event_tagging/apply',
      body: { event_ids: [await freshEvent()], add_topic_ids: [await freshEntry('topics')] },
    }),
    expect: platformAdmins(200),
  },
  // Maintenance (issue 15, decision 044): the log, dry runs and runs, platform admins only.
  {
    route: 'GET /v1/maintenance',
    call: () => ({ method: 'GET', path: '/v1/maintenance' }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/maintenance/{job}/preview',
    call: () => ({ method: 'POST', path: '/v1/maintenance/deleted_events/preview', body: {} }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/maintenance/{job}/run',
    call: () => ({ method: 'POST', path: '/v1/maintenance/orphaned_feed_items/run', body: {} }),
    expect: platformAdmins(202),
  },
  // Analysis (spec §6: public for everyone).
  {
    route: 'POST /v1/analysis/time-series',
    call: () => ({
      method: 'POST',
      path: '/v1/analysis/time-series',
      body: { queries: [{ from: '2026-01-01', to: '2026-12-31', interval: 'month', time_basis: 'start' }] },
    }),
    expect: all(200),
  },
  // Events (spec §7 "Events", §6 "Event editor").
  {
    route: 'POST /v1/event/new',
    call: (w) => ({ method: 'POST', path: '/v1/event/new', body: eventBody(w) }),
    expect: sourceAdmins(201),
  },
  {
    route: 'PUT /v1/event/{event_id}',
    call: (w) => ({
      method: 'PUT',
      path: `/v1/event/${w.eventId}`,
      body: eventBody(w, { name: `Edit ${++counter}` }),
    }),
    expect: sourceAdmins(200),
  },
  {
    route: 'DELETE /v1/event/{event_id}',
    call: async () => ({ method: 'DELETE', path: `/v1/event/${await freshEvent()}` }),
    expect: sourceAdmins(204),
  },
  {
    route: 'GET /v1/event/{event_id}',
    about: 'an event of a source under review',
    call: (w) => ({ method: 'GET', path: `/v1/event/${w.pendingEventId}` }),
    expect: hiddenButFromAdmins(200),
  },
  {
    route: 'GET /v1/event/{event_id}/changes',
    about: 'of an event of a source under review',
    call: (w) => ({ method: 'GET', path: `/v1/event/${w.pendingEventId}/changes` }),
    expect: hiddenButFromAdmins(200),
  },
  // Feeds (issue 5 "Operators"): the Berlin list is missing on the loopback feed server, so the crawl
  // a platform admin starts fails at once without leaving loopback.
  {
    route: 'GET /v1/feeds',
    about: 'public; credentials only add the failure detail for platform admins',
    call: () => ({ method: 'GET', path: '/v1/feeds' }),
    expect: all(200),
  },
  {
    route: 'POST /v1/feeds/{feed}/crawl',
    call: () => ({ method: 'POST', path: '/v1/feeds/berlin/crawl' }),
    expect: platformAdmins(202),
  },
  {
    route: 'GET /v1/feeds/{feed}/runs',
    call: () => ({ method: 'GET', path: '/v1/feeds/berlin/runs' }),
    expect: platformAdmins(200),
  },
  // Users and session (spec §7 "Users and session").
  {
    route: 'POST /v1/user/logout',
    call: () => ({ method: 'POST', path: '/v1/user/logout' }),
    freshCallers: true,
    expect: loggedIn(204),
  },
  { route: 'GET /v1/user/me', call: () => ({ method: 'GET', path: '/v1/user/me' }), expect: loggedIn(200) },
  {
    route: 'PUT /v1/user/me',
    call: () => ({ method: 'PUT', path: '/v1/user/me', body: { receive_newsletter: true } }),
    expect: loggedIn(200),
  },
  {
    route: 'DELETE /v1/user/me',
    call: () => ({ method: 'DELETE', path: '/v1/user/me' }),
    freshCallers: true,
    expect: loggedIn(204),
  },
  {
    route: 'GET /v1/user/me/sources',
    call: () => ({ method: 'GET', path: '/v1/user/me/sources' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /v1/user/refresh_token',
    call: () => ({ method: 'GET', path: '/v1/user/refresh_token' }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /v1/user/resend-verification',
    about: 'by callers who are not verified yet',
    call: () => ({ method: 'POST', path: '/v1/user/resend-verification' }),
    freshCallers: true,
    expect: loggedIn(200),
  },
  {
    route: 'GET /v1/user/admins',
    call: () => ({ method: 'GET', path: '/v1/user/admins' }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/user/make_admin',
    call: async () => ({
      method: 'POST',
      path: '/v1/user/make_admin',
      body: { email: (await freshUser()).user.email },
    }),
    expect: platformAdmins(200),
  },
  {
    route: 'POST /v1/user/remove_admin',
    call: async () => ({
      method: 'POST',
      path: '/v1/user/remove_admin',
      body: { user_id: (await freshUser({ admin: true })).user.id },
    }),
    expect: platformAdmins(200),
  },
  // Saved items and alerts of the account (DESIGN §4.3): each caller reaches only their own.
  {
    route: 'GET /v1/user/me/saved',
    call: () => ({ method: 'GET', path: '/v1/user/me/saved' }),
    expect: loggedIn(200),
  },
  {
    route: 'PUT /v1/user/me/saved',
    call: (w) => ({
      method: 'PUT',
      path: '/v1/user/me/saved',
      body: { saved_events: [w.eventId], saved_sources: [w.sourceId] },
    }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /v1/user/me/saved/merge',
    call: (w) => ({
      method: 'POST',
      path: '/v1/user/me/saved/merge',
      body: { saved_events: [w.eventId], saved_sources: [] },
    }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /v1/user/me/alerts',
    call: () => ({ method: 'GET', path: '/v1/user/me/alerts' }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /v1/user/me/alerts',
    about: 'each caller adds to their own account',
    call: () => ({ method: 'POST', path: '/v1/user/me/alerts', body: alertBody(`new ${++counter}`) }),
    expect: loggedIn(201),
  },
  {
    route: 'PUT /v1/user/me/alerts/{alert_name}',
    about: 'an alert of `user`: nobody else finds it',
    call: async (w) => ({
      method: 'PUT',
      path: `/v1/user/me/alerts/${encodeURIComponent(await alertOf(w.user))}`,
      body: alertBody('Renamed'),
    }),
    expect: { ...loggedIn(404), user: 200 },
  },
  {
    route: 'DELETE /v1/user/me/alerts/{alert_name}',
    about: 'an alert of `user`: nobody else finds it',
    call: async (w) => ({
      method: 'DELETE',
      path: `/v1/user/me/alerts/${encodeURIComponent(await alertOf(w.user))}`,
    }),
    expect: { ...loggedIn(404), user: 204 },
  },
  {
    route: 'POST /v1/user/me/alerts/merge',
    call: () => ({ method: 'POST', path: '/v1/user/me/alerts/merge', body: { alerts: [] } }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /v1/user/{user_id}',
    call: (w) => ({ method: 'GET', path: `/v1/user/${w.user.user.id}` }),
    expect: platformAdmins(200),
  },
  {
    route: 'PUT /v1/user/{user_id}',
    call: async () => ({
      method: 'PUT',
      path: `/v1/user/${(await freshUser()).user.id}`,
      body: { receive_newsletter: true },
    }),
    expect: platformAdmins(200),
  },
];

async function send(call: Call, caller: TestUser | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  if (caller !== undefined) headers.authorization = caller.authorization;
  let body: BodyInit | undefined;
  if (call.form !== undefined) body = call.form;
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  return fetch(`${server.baseUrl}${call.path}`, { method: call.method, headers, body });
}

describe('the permission matrix of spec §6', () => {
  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.routes.set('/robots.txt', answer(404, ''));
    const { crawl } = loadConfig({ FEED_BERLIN_URL: `${feeds.baseUrl}/berlin.json` });
    server = await startTestApp({
      config: { crawl: { ...crawl, enabled: false } },
      rateLimits: { rateLimits: GENEROUS_RATE_LIMITS },
    });
    const base = await insertWriteWorld(server.db, server.config);
    world = { ...base, eventId: 0, pendingEventId: 0 };
    world.eventId = await freshEvent();
    const pending = await freshEvent();
    await server.db
      .updateTable('events')
      .set({ organising_source_id: world.pendingSourceId })
      .where('id', '=', pending)
      .execute();
    world.pendingEventId = pending;
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });

  for (const row of CASES) {
    it(`${row.route}${row.about ? ` (${row.about})` : ''}: ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      const statuses = {} as Statuses;
      for (const role of ROLES) {
        const caller = row.freshCallers ? await freshCaller(role) : sharedCaller(role);
        if (row.freshCallers && caller !== undefined) {
          await server.db
            .updateTable('users')
            .set({ verified: false })
            .where('id', '=', caller.user.id)
            .execute();
        }
        const response = await send(await row.call(world, caller), caller);
        await response.arrayBuffer();
        statuses[role] = response.status;
      }
      expect(statuses).toEqual(row.expect);
    });
  }

  it('covers every route that takes credentials', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const protectedRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security ?? []).length > 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(CASES.map((row) => row.route));
    expect(protectedRoutes.filter((route) => !covered.has(route))).toEqual([]);
  });

  // Issue 17 finding 7: credentials are checked before the request is validated, so an anonymous caller
  // learns 401, not the shape the call expects (422).
  it('every route that needs credentials answers 401 to an anonymous caller with a bad request, before any 422', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const needsCredentials = (security: Record<string, unknown>[] = []) =>
      security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => needsCredentials(operation.security))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(20);
    const statuses: Record<string, number> = {};
    for (const { method, path } of routes) {
      // Path values of the wrong type, an unknown query value and a body of the wrong type.
      const url = `${server.baseUrl}${path.replace(/\{[^}]+\}/g, 'not-an-id')}?approval_status=nonsense&limit=-1`;
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await fetch(url, {
        method,
        headers: withBody ? { 'content-type': 'application/json' } : {},
        body: withBody ? JSON.stringify({ name: 42, event_ids: 'x' }) : undefined,
      });
      await response.arrayBuffer();
      statuses[`${method} ${path}`] = response.status;
    }
    expect(Object.entries(statuses).filter(([, status]) => status !== 401)).toEqual([]);
  });
});
