import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import {
  createRoleUsers,
  insertSource,
  insertTaxonomy,
  type RoleUsers,
  type Taxonomy,
} from './sources.test-support.js';

// Administrators, the internal contact, editable events and what a source under review shows to whom
// (spec §6, decision 009), over real HTTP against a fresh PGlite.
describe('source administrators API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let taxonomy: Taxonomy;
  let users: RoleUsers;
  let eventTypeId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    taxonomy = await insertTaxonomy(testApp.db);
    users = await createRoleUsers(testApp.db, testApp.config);
    await insertSource(testApp.db, taxonomy, { adminIds: [users.otherSourceAdmin.user.id] });
    eventTypeId = (
      await testApp.db
        .insertInto('event_types')
        .values({ name_en: 'Rally', name_de: 'Kundgebung' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testApp?.close());

  const auth = (who: keyof RoleUsers) => ({ authorization: users[who].authorization });
  const request = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ownedSource = (status: 'pending' | 'approved' | 'rejected' = 'pending') =>
    insertSource(testApp.db, taxonomy, { status, adminIds: [users.owner.user.id] });
  const adminIdsOf = async (sourceId: number) =>
    (
      await testApp.db
        .selectFrom('source_admins')
        .select('user_id')
        .where('source_id', '=', sourceId)
        .orderBy('user_id')
        .execute()
    ).map((r) => r.user_id);

  // Spec §6: each administrators' call answers anonymous 401, other users 403, this source's admins and
  // platform admins.
  const ROLES = [
    ['anonymous', 401, undefined],
    ['a plain user', 403, 'plain'],
    ['another source’s administrator', 403, 'otherSourceAdmin'],
    ['the source’s administrator', 200, 'owner'],
    ['a platform admin', 200, 'platformAdmin'],
  ] as const;

  describe('GET /v1/source/{source_id}/admins', () => {
    it.each(ROLES)('answers %s with %i', async (_who, status, role) => {
      const id = await ownedSource();
      const response = await request('GET', `/v1/source/${id}/admins`, role ? auth(role) : {});
      expect(response.status).toBe(status);
    });

    it('lists id, username and e-mail address of each administrator', async () => {
      const id = await ownedSource();
      const { data } = await client.GET('/v1/source/{source_id}/admins', {
        params: { path: { source_id: id } },
        headers: auth('owner'),
      });
      const { user } = users.owner;
      expect(data).toEqual([{ id: user.id, username: user.username, email: user.email }]);
    });

    it('answers 404 for a source that does not exist', async () => {
      expect((await request('GET', '/v1/source/999999/admins', auth('platformAdmin'))).status).toBe(404);
    });
  });

  describe('GET /v1/source/{source_id}/internal_contact', () => {
    it.each(ROLES)('answers %s with %i', async (_who, status, role) => {
      const id = await ownedSource();
      const response = await request('GET', `/v1/source/${id}/internal_contact`, role ? auth(role) : {});
      expect(response.status).toBe(status);
      if (status === 200) {
        expect(await response.json()).toEqual({ internal_contact: expect.stringMatching(/@example\.org$/) });
      }
    });
  });

  describe('PUT /v1/source/{source_id}/remove_admin/{admin_user_id}', () => {
    const withTwoAdmins = async () => {
      const second = await createTestUser(testApp.db, testApp.config);
      const id = await insertSource(testApp.db, taxonomy, {
        adminIds: [users.owner.user.id, second.user.id],
      });
      return { id, second };
    };

    it.each(ROLES)('answers %s with %i', async (_who, status, role) => {
      const { id, second } = await withTwoAdmins();
      const path = `/v1/source/${id}/remove_admin/${second.user.id}`;
      const response = await request('PUT', path, role ? auth(role) : {});
      expect(response.status).toBe(status);
      expect((await adminIdsOf(id)).includes(second.user.id)).toBe(status !== 200);
    });

    it('removes a co-administrator and answers the remaining list', async () => {
      const { id, second } = await withTwoAdmins();
      const { data } = await client.PUT('/v1/source/{source_id}/remove_admin/{admin_user_id}', {
        params: { path: { source_id: id, admin_user_id: second.user.id } },
        headers: auth('owner'),
      });
      expect(data?.map((a) => a.id)).toEqual([users.owner.user.id]);
    });

    it('keeps the last administrator (409) unless a platform admin removes them', async () => {
      const id = await ownedSource();
      const path = `/v1/source/${id}/remove_admin/${users.owner.user.id}`;
      const refused = await request('PUT', path, auth('owner'));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ detail: 'A source needs at least one administrator' });
      expect(await adminIdsOf(id)).toEqual([users.owner.user.id]);
      const byPlatform = await request('PUT', path, auth('platformAdmin'));
      expect(byPlatform.status).toBe(200);
      expect(await byPlatform.json()).toEqual([]);
    });

    it('lets two concurrent removals leave one administrator', async () => {
      const { id, second } = await withTwoAdmins();
      const [a, b] = await Promise.all([
        request('PUT', `/v1/source/${id}/remove_admin/${second.user.id}`, auth('owner')),
        request('PUT', `/v1/source/${id}/remove_admin/${users.owner.user.id}`, auth('owner')),
      ]);
      // One removal wins. The other is refused: 409 when it would remove the last administrator, or 403
      // when the owner removed themselves first and so no longer administers the source.
      const [won, refused] = [a.status, b.status].sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(refused);
      expect(await adminIdsOf(id)).toHaveLength(1);
    });

    it('answers 404 for a user who does not administer the source', async () => {
      const id = await ownedSource();
      const response = await request(
        'PUT',
        `/v1/source/${id}/remove_admin/${users.plain.user.id}`,
        auth('owner'),
      );
      expect(response.status).toBe(404);
    });
  });

  describe('GET /v1/source/{source_id}/editable_events', () => {
    const insertEvent = async (sourceId: number, daysFromNow: number, deleted = false) =>
      (
        await testApp.db
          .insertInto('events')
          .values({
            name: `Rally ${daysFromNow}`,
            description: 'A rally.',
            event_type_id: eventTypeId,
            start_time: new Date(Date.now() + daysFromNow * 86_400_000),
            locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [6.9, 50.9] } }]),
            organising_source_id: sourceId,
            deleted_at: deleted ? new Date() : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    it.each(ROLES)('answers %s with %i', async (_who, status, role) => {
      const id = await ownedSource();
      const response = await request('GET', `/v1/source/${id}/editable_events`, role ? auth(role) : {});
      expect(response.status).toBe(status);
    });

    it('lists future and past events that are not deleted, latest start first, paged', async () => {
      const id = await ownedSource();
      const past = await insertEvent(id, -3);
      const soon = await insertEvent(id, 1);
      const later = await insertEvent(id, 10);
      await insertEvent(id, 5, true);
      const { data } = await client.GET('/v1/source/{source_id}/editable_events', {
        params: { path: { source_id: id } },
        headers: auth('owner'),
      });
      expect(data).toEqual([later, soon, past]);
      const { data: page } = await client.GET('/v1/source/{source_id}/editable_events', {
        params: { path: { source_id: id }, query: { limit: 1, offset: 1 } },
        headers: auth('owner'),
      });
      expect(page).toEqual([soon]);
    });

    it('shows a pending source with its events to its administrators and platform admins only', async () => {
      for (const status of ['pending', 'rejected'] as const) {
        const id = await ownedSource(status);
        const future = await insertEvent(id, 2);
        const past = await insertEvent(id, -2);
        for (const [headers, expected] of [
          [{}, 404],
          [auth('plain'), 404],
          [auth('otherSourceAdmin'), 404],
          [auth('owner'), 200],
          [auth('platformAdmin'), 200],
        ] as const) {
          const source = await request('GET', `/v1/source/${id}`, headers);
          expect(source.status).toBe(expected);
          const futureEvents = await request('GET', `/v1/source/${id}/future_events`, headers);
          expect(futureEvents.status).toBe(expected);
          const pastEvents = await request('GET', `/v1/source/${id}/past_events`, headers);
          expect(pastEvents.status).toBe(expected);
          if (expected === 200) {
            expect(await source.json()).toMatchObject({ id, approval_status: status });
            expect(await futureEvents.json()).toEqual([future]);
            expect(await pastEvents.json()).toEqual([past]);
          }
        }
        // Events of a source that is not approved stay out of public event calls.
        expect((await request('GET', `/v1/event/${future}`)).status).toBe(404);
      }
    });

    it('never sends the internal contact in the source answer, even to its administrators', async () => {
      const id = await ownedSource();
      const response = await request('GET', `/v1/source/${id}`, auth('owner'));
      expect(Object.keys(await response.json())).not.toContain('internal_contact');
    });
  });
});
