import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { insertSource, insertTaxonomy, type Taxonomy } from '../sources/sources.test-support.js';
import { authorized, bearerIssuedAMinuteAgo, GENEROUS_RATE_LIMITS, logIn } from './users.test-support.js';

// Over real HTTP against a fresh PGlite. Each call: anonymous 401, user 403 on admin calls, admin 200.
describe('user profile and admin API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let taxonomy: Taxonomy;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await startTestApp({ rateLimits: { rateLimits: GENEROUS_RATE_LIMITS } });
    client = apiClient(testApp.baseUrl);
    taxonomy = await insertTaxonomy(testApp.db);
    admin = await createTestUser(testApp.db, testApp.config, { admin: true });
  });
  afterAll(() => testApp.close());

  const newUser = (options: Parameters<typeof createTestUser>[2] = {}) =>
    createTestUser(testApp.db, testApp.config, options);

  describe('GET /v1/user/me', () => {
    it('answers the caller’s profile with the sources they administer, by Bearer token or Basic credentials', async () => {
      const user = await newUser({ language: 'de', verified: false });
      const second = await insertSource(testApp.db, taxonomy, {
        adminIds: [user.user.id],
        status: 'pending',
      });
      const first = await insertSource(testApp.db, taxonomy, { adminIds: [user.user.id] });
      const { data, response } = await client.GET('/v1/user/me', authorized(user.authorization));
      expect(response.status).toBe(200);
      expect(data).toEqual({
        id: user.user.id,
        username: user.user.username,
        email: user.user.email,
        language: 'de',
        verified: false,
        receive_newsletter: false,
        admin: false,
        administrated_sources: [{ id: Math.min(first, second) }, { id: Math.max(first, second) }],
        saved_events: [],
        saved_sources: [],
      });
      expect(JSON.stringify(data)).not.toContain('argon2');

      const basic = `Basic ${Buffer.from(`${user.user.username}:${user.password}`).toString('base64')}`;
      expect((await client.GET('/v1/user/me', authorized(basic))).data?.id).toBe(user.user.id);
    });

    it('answers 401 without credentials, with a bad token and with a wrong Basic password', async () => {
      const user = await newUser();
      expect((await client.GET('/v1/user/me')).response.status).toBe(401);
      expect((await client.GET('/v1/user/me', authorized('Bearer abc.def.ghi'))).response.status).toBe(401);
      const wrong = `Basic ${Buffer.from(`${user.user.username}:wrong password`).toString('base64')}`;
      const { error, response } = await client.GET('/v1/user/me', authorized(wrong));
      expect(response.status).toBe(401);
      expect(error).toEqual({ detail: 'Could not validate credentials' });
    });
  });

  describe('PUT /v1/user/me', () => {
    it('changes language and newsletter opt-in and answers the updated user', async () => {
      const user = await newUser();
      const { data, response } = await client.PUT('/v1/user/me', {
        ...authorized(user.authorization),
        body: { language: 'de', receive_newsletter: true },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id: user.user.id, language: 'de', receive_newsletter: true });
      expect((await client.GET('/v1/user/me', authorized(user.authorization))).data?.language).toBe('de');
    });

    it('changes the password given the current one; the old password and older sessions stop working', async () => {
      const user = await newUser();
      await testApp.db
        .updateTable('users')
        .set({ password_changed_at: sql<Date>`now() - interval '1 hour'` })
        .where('id', '=', user.user.id)
        .execute();
      const olderSession = await bearerIssuedAMinuteAgo(testApp.config, user.user.id);
      const { response } = await client.PUT('/v1/user/me', {
        ...authorized(olderSession),
        body: {
          current_password: user.password,
          new_password: 'a brand new password',
          new_password_confirmation: 'a brand new password',
        },
      });
      expect(response.status).toBe(200);
      expect((await logIn(testApp.baseUrl, user.user.username, user.password)).status).toBe(401);
      const login = await logIn(testApp.baseUrl, user.user.username, 'a brand new password');
      expect(login.status).toBe(200);
      expect((await client.GET('/v1/user/me', authorized(olderSession))).response.status).toBe(401);
    });

    it.each([
      [
        'a wrong current password',
        { current_password: 'not my password' },
        'current_password',
        'Current password is incorrect',
      ],
      ['no current password', { current_password: undefined }, 'current_password', 'Field required'],
      [
        'differing new passwords',
        { new_password_confirmation: 'something else!' },
        'new_password_confirmation',
        'Passwords do not match',
      ],
    ])('answers 422 for %s and keeps the password', async (_case, change, field, msg) => {
      const user = await newUser();
      const { error, response } = await client.PUT('/v1/user/me', {
        ...authorized(user.authorization),
        body: {
          current_password: user.password,
          new_password: 'another new password',
          new_password_confirmation: 'another new password',
          ...change,
        },
      });
      expect(response.status).toBe(422);
      expect(error).toEqual({ detail: [{ loc: ['body', field], msg, type: expect.any(String) }] });
      expect((await logIn(testApp.baseUrl, user.user.username, user.password)).status).toBe(200);
    });

    it('answers 422 for a new password shorter than 8 characters and 401 when anonymous', async () => {
      const user = await newUser();
      const short = await client.PUT('/v1/user/me', {
        ...authorized(user.authorization),
        body: { current_password: user.password, new_password: 'short', new_password_confirmation: 'short' },
      });
      expect(short.response.status).toBe(422);
      expect((await client.PUT('/v1/user/me', { body: { language: 'de' } })).response.status).toBe(401);
    });
  });

  describe('DELETE /v1/user/me', () => {
    it('deletes the account and its administrator links, but keeps the sources and their events', async () => {
      const user = await newUser();
      const sourceId = await insertSource(testApp.db, taxonomy, { adminIds: [user.user.id, admin.user.id] });
      const eventType = await testApp.db
        .insertInto('event_types')
        .values({ name_en: 'Rally (delete test)', name_de: 'Kundgebung (Löschtest)' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const event = await testApp.db
        .insertInto('events')
        .values({
          name: 'Rally',
          description: 'A rally.',
          event_type_id: eventType.id,
          start_time: new Date(Date.now() + 86_400_000),
          organising_source_id: sourceId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const { response } = await client.DELETE('/v1/user/me', authorized(user.authorization));
      expect(response.status).toBe(204);

      expect(
        await testApp.db.selectFrom('users').where('id', '=', user.user.id).select('id').execute(),
      ).toEqual([]);
      const links = await testApp.db
        .selectFrom('source_admins')
        .select('user_id')
        .where('source_id', '=', sourceId)
        .execute();
      expect(links).toEqual([{ user_id: admin.user.id }]);
      expect(
        await testApp.db.selectFrom('sources').select('id').where('id', '=', sourceId).execute(),
      ).toHaveLength(1);
      expect(
        await testApp.db.selectFrom('events').select('id').where('id', '=', event.id).execute(),
      ).toHaveLength(1);
      expect((await logIn(testApp.baseUrl, user.user.username, user.password)).status).toBe(401);
      expect((await client.GET('/v1/user/me', authorized(user.authorization))).response.status).toBe(401);
    });

    it('answers 401 when anonymous', async () => {
      expect((await client.DELETE('/v1/user/me')).response.status).toBe(401);
    });
  });

  describe('GET /v1/user/me/sources', () => {
    it('lists the caller’s sources of every approval status, in id order, with the internal contact', async () => {
      const user = await newUser();
      const other = await newUser();
      const pending = await insertSource(testApp.db, taxonomy, {
        adminIds: [user.user.id],
        status: 'pending',
      });
      const approved = await insertSource(testApp.db, taxonomy, { adminIds: [user.user.id] });
      await insertSource(testApp.db, taxonomy, { adminIds: [other.user.id] });
      const { data, response } = await client.GET('/v1/user/me/sources', authorized(user.authorization));
      expect(response.status).toBe(200);
      expect(data?.map((s) => [s.id, s.approval_status])).toEqual(
        [
          [pending, 'pending'],
          [approved, 'approved'],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      expect(data?.[0]?.internal_contact).toMatch(/@example\.org$/);
    });

    it('answers an empty list for a user without sources and 401 when anonymous', async () => {
      const user = await newUser();
      expect((await client.GET('/v1/user/me/sources', authorized(user.authorization))).data).toEqual([]);
      expect((await client.GET('/v1/user/me/sources')).response.status).toBe(401);
    });
  });

  describe('GET /v1/user/admins', () => {
    it('lists the platform admins’ ids to platform admins only: 403 for other users, 401 when anonymous', async () => {
      const user = await newUser();
      expect((await client.GET('/v1/user/admins', authorized(user.authorization))).response.status).toBe(403);
      const { data, response } = await client.GET('/v1/user/admins', authorized(admin.authorization));
      expect(response.status).toBe(200);
      const expected = await testApp.db
        .selectFrom('users')
        .select('id')
        .where('admin', '=', true)
        .orderBy('id')
        .execute();
      expect(data).toEqual(expected.map((r) => r.id));
      expect(data).toContain(admin.user.id);
      expect(data).not.toContain(user.user.id);
      expect((await client.GET('/v1/user/admins')).response.status).toBe(401);
    });
  });

  describe('POST /v1/user/make_admin', () => {
    it('makes a user a platform admin by e-mail address in any letter case, or by id', async () => {
      const byEmail = await newUser();
      const { data, response } = await client.POST('/v1/user/make_admin', {
        ...authorized(admin.authorization),
        body: { email: byEmail.user.email.toUpperCase() },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id: byEmail.user.id, admin: true });
      expect((await client.GET('/v1/user/admins', authorized(byEmail.authorization))).data).toContain(
        byEmail.user.id,
      );

      const byId = await newUser();
      const second = await client.POST('/v1/user/make_admin', {
        ...authorized(admin.authorization),
        body: { user_id: byId.user.id },
      });
      expect(second.data).toMatchObject({ id: byId.user.id, admin: true });
      // The new admin may now use admin calls.
      expect(
        (
          await client.GET('/v1/user/{user_id}', {
            ...authorized(byId.authorization),
            params: { path: { user_id: admin.user.id } },
          })
        ).response.status,
      ).toBe(200);
    });

    it('answers 404 for an unknown user and 422 for both or neither reference', async () => {
      const unknown = await client.POST('/v1/user/make_admin', {
        ...authorized(admin.authorization),
        body: { email: 'nobody@example.org' },
      });
      expect(unknown.response.status).toBe(404);
      const unknownId = await client.POST('/v1/user/make_admin', {
        ...authorized(admin.authorization),
        body: { user_id: 999_999 },
      });
      expect(unknownId.response.status).toBe(404);
      const neither = await client.POST('/v1/user/make_admin', {
        ...authorized(admin.authorization),
        body: {},
      });
      expect(neither.response.status).toBe(422);
      const both = await client.POST('/v1/user/make_admin', {
        ...authorized(admin.authorization),
        body: { user_id: admin.user.id, email: admin.user.email },
      });
      expect(both.response.status).toBe(422);
    });

    it('answers 401 when anonymous and 403 for a user who is not a platform admin', async () => {
      const user = await newUser();
      const body = { user_id: user.user.id };
      expect((await client.POST('/v1/user/make_admin', { body })).response.status).toBe(401);
      const forbidden = await client.POST('/v1/user/make_admin', { ...authorized(user.authorization), body });
      expect(forbidden.response.status).toBe(403);
      const stored = await testApp.db
        .selectFrom('users')
        .select('admin')
        .where('id', '=', user.user.id)
        .executeTakeFirstOrThrow();
      expect(stored.admin).toBe(false);
    });
  });

  describe('POST /v1/user/remove_admin', () => {
    it('takes the admin role away; the former admin then gets 403 on admin calls', async () => {
      const other = await newUser({ admin: true });
      const { data, response } = await client.POST('/v1/user/remove_admin', {
        ...authorized(admin.authorization),
        body: { user_id: other.user.id },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id: other.user.id, admin: false });
      const now = await client.POST('/v1/user/make_admin', {
        ...authorized(other.authorization),
        body: { user_id: other.user.id },
      });
      expect(now.response.status).toBe(403);
    });

    it('answers 401, 403 and 404 for anonymous, a plain user and an unknown id', async () => {
      const user = await newUser();
      const body = { user_id: admin.user.id };
      expect((await client.POST('/v1/user/remove_admin', { body })).response.status).toBe(401);
      expect(
        (await client.POST('/v1/user/remove_admin', { ...authorized(user.authorization), body })).response
          .status,
      ).toBe(403);
      const unknown = await client.POST('/v1/user/remove_admin', {
        ...authorized(admin.authorization),
        body: { user_id: 999_999 },
      });
      expect(unknown.response.status).toBe(404);
    });
  });

  describe('GET /v1/user/{user_id}', () => {
    it('answers a user to platform admins, 404 for an unknown id, 403 to users and 401 to anonymous callers', async () => {
      const user = await newUser();
      const path = { params: { path: { user_id: user.user.id } } };
      const { data } = await client.GET('/v1/user/{user_id}', {
        ...authorized(admin.authorization),
        ...path,
      });
      expect(data).toMatchObject({ id: user.user.id, username: user.user.username, email: user.user.email });
      const unknown = await client.GET('/v1/user/{user_id}', {
        ...authorized(admin.authorization),
        params: { path: { user_id: 999_999 } },
      });
      expect(unknown.response.status).toBe(404);
      expect(
        (await client.GET('/v1/user/{user_id}', { ...authorized(user.authorization), ...path })).response
          .status,
      ).toBe(403);
      expect((await client.GET('/v1/user/{user_id}', path)).response.status).toBe(401);
    });
  });

  describe('PUT /v1/user/{user_id}', () => {
    it('lets platform admins change language, newsletter, verified and admin', async () => {
      const user = await newUser({ verified: false });
      const { data, response } = await client.PUT('/v1/user/{user_id}', {
        ...authorized(admin.authorization),
        params: { path: { user_id: user.user.id } },
        body: { language: 'de', receive_newsletter: true, verified: true, admin: true },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ language: 'de', receive_newsletter: true, verified: true, admin: true });
    });

    it('answers 403 to users, 401 to anonymous callers and 404 for an unknown id', async () => {
      const user = await newUser();
      const request = { params: { path: { user_id: user.user.id } }, body: { admin: true } };
      expect(
        (await client.PUT('/v1/user/{user_id}', { ...authorized(user.authorization), ...request })).response
          .status,
      ).toBe(403);
      expect((await client.PUT('/v1/user/{user_id}', request)).response.status).toBe(401);
      const unknown = await client.PUT('/v1/user/{user_id}', {
        ...authorized(admin.authorization),
        params: { path: { user_id: 999_999 } },
        body: { verified: true },
      });
      expect(unknown.response.status).toBe(404);
      const stored = await testApp.db
        .selectFrom('users')
        .select('admin')
        .where('id', '=', user.user.id)
        .executeTakeFirstOrThrow();
      expect(stored.admin).toBe(false);
    });
  });

  describe('the last platform admin', () => {
    it('cannot be demoted, by remove_admin or by PUT, nor delete their account (409)', async () => {
      // A database of its own: exactly one admin.
      const single = await startTestApp();
      try {
        const api = apiClient(single.baseUrl);
        const only = await createTestUser(single.db, single.config, { admin: true });
        const remove = await api.POST('/v1/user/remove_admin', {
          ...authorized(only.authorization),
          body: { user_id: only.user.id },
        });
        expect(remove.response.status).toBe(409);
        expect(remove.error).toEqual({
          detail: 'The last platform admin cannot give up the role: make someone else an admin first.',
        });
        const put = await api.PUT('/v1/user/{user_id}', {
          ...authorized(only.authorization),
          params: { path: { user_id: only.user.id } },
          body: { admin: false },
        });
        expect(put.response.status).toBe(409);
        expect((await api.DELETE('/v1/user/me', authorized(only.authorization))).response.status).toBe(409);

        const second = await createTestUser(single.db, single.config, { admin: true });
        const now = await api.POST('/v1/user/remove_admin', {
          ...authorized(second.authorization),
          body: { user_id: only.user.id },
        });
        expect(now.response.status).toBe(200);
        expect((await api.GET('/v1/user/admins', authorized(second.authorization))).data).toEqual([
          second.user.id,
        ]);
      } finally {
        await single.close();
      }
    });
  });
});
