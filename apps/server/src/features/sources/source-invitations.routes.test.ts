import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { GENEROUS_RATE_LIMITS } from '../users/users.test-support.js';
import {
  createRoleUsers,
  insertInvitation,
  insertSource,
  insertTaxonomy,
  type RoleUsers,
  type Taxonomy,
} from './sources.test-support.js';

const PUBLIC_URL = 'https://finder.example.org';
const INVITATIONS_PER_HOUR = 3;

// Issue 17 finding 5, decision 029: add_admin invites by mail, the same answer whether or not the address has
// an account; the invited person accepts with the mailed token, logged in with that address. Over real HTTP,
// on PGlite and on PostgreSQL, mails over SMTP to a real listener.
describe.each(availableEngines())('source invitations API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let inbox: SmtpInbox;
  let taxonomy: Taxonomy;
  let users: RoleUsers;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await startTestApp({
      engine,
      rateLimits: { rateLimits: GENEROUS_RATE_LIMITS },
      config: {
        publicUrl: PUBLIC_URL,
        mail: { smtpUrl: inbox.url, from: 'Assembly Finder <no-reply@example.org>' },
        limits: {
          ...loadConfig({}).limits,
          publicReadsPerMinute: 0,
          invitationsPerHour: INVITATIONS_PER_HOUR,
        },
      },
    });
    client = apiClient(testApp.baseUrl);
    taxonomy = await insertTaxonomy(testApp.db);
    users = await createRoleUsers(testApp.db, testApp.config);
  });
  afterAll(async () => {
    await testApp?.close();
    await inbox?.close();
  });

  /** Each test's source has an administrator of its own, so one test's invitations never count on another's. */
  let owner: TestUser;
  const auth = (who: keyof RoleUsers) => ({
    authorization: (who === 'owner' ? owner : users[who]).authorization,
  });
  const request = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ownedSource = async () => {
    owner = await createTestUser(testApp.db, testApp.config);
    return insertSource(testApp.db, taxonomy, { adminIds: [owner.user.id] });
  };
  const invite = (sourceId: number, email: string, who: keyof RoleUsers = 'owner') =>
    request('PUT', `/v1/source/${sourceId}/add_admin`, auth(who), { email });
  const accept = (authorization: string, token: string) =>
    request('POST', '/v1/source/invitations/accept', { authorization }, { token });
  const adminIdsOf = async (sourceId: number) =>
    (
      await testApp.db
        .selectFrom('source_admins')
        .select('user_id')
        .where('source_id', '=', sourceId)
        .orderBy('user_id')
        .execute()
    ).map((r) => r.user_id);
  const invitationCount = async (sourceId: number) =>
    (
      await testApp.db
        .selectFrom('source_invitations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('source_id', '=', sourceId)
        .executeTakeFirstOrThrow()
    ).n;
  const tokenOf = async () => linkIn(await inbox.next(), `${PUBLIC_URL}/`).searchParams.get('token') ?? '';

  // Spec §6: anonymous 401, other users 403, the source's administrators and platform admins 202.
  const ROLES = [
    ['anonymous', 401, undefined],
    ['a plain user', 403, 'plain'],
    ['another source’s administrator', 403, 'otherSourceAdmin'],
    ['the source’s administrator', 202, 'owner'],
    ['a platform admin', 202, 'platformAdmin'],
  ] as const;

  describe('PUT /v1/source/{source_id}/add_admin', () => {
    it.each(ROLES)('answers %s with %i, and only an accepted call invites', async (_who, status, role) => {
      const id = await ownedSource();
      const newcomer = await createTestUser(testApp.db, testApp.config);
      const response = await request('PUT', `/v1/source/${id}/add_admin`, role ? auth(role) : {}, {
        email: newcomer.user.email,
      });
      expect(response.status).toBe(status);
      expect(Number(await invitationCount(id))).toBe(status === 202 ? 1 : 0);
      if (status === 202) await inbox.next();
      // Nobody becomes an administrator by being invited.
      expect(await adminIdsOf(id)).toEqual([owner.user.id]);
    });

    it('answers the same for an address with an account and one without, naming nobody', async () => {
      const id = await ownedSource();
      const existing = await createTestUser(testApp.db, testApp.config, { username: `known_${engine}` });
      const known = await invite(id, existing.user.email.toUpperCase());
      const unknown = await invite(id, `nobody-${engine}@example.org`);
      expect([known.status, unknown.status]).toEqual([202, 202]);
      const [knownText, unknownText] = [await known.text(), await unknown.text()];
      expect(knownText).toBe(unknownText);
      expect(JSON.parse(knownText)).toEqual({ detail: 'Invitation sent.' });
      expect(knownText).not.toContain(existing.user.username);
      // Both addresses get their mail.
      const recipients = [(await inbox.next()).to, (await inbox.next()).to]
        .flat()
        .map((a) => a.toLowerCase());
      expect(recipients.sort()).toEqual([existing.user.email, `nobody-${engine}@example.org`].sort());
    });

    it('mails the link in the language of the address’s account, or else in the inviter’s', async () => {
      const id = await ownedSource();
      const german = await createTestUser(testApp.db, testApp.config, { language: 'de' });
      await invite(id, german.user.email);
      const mail = await inbox.next();
      expect(mail.subject).toMatch(/^Einladung zur Verwaltung von „Initiative \d+“$/);
      expect(mail.text).toContain(`${owner.user.username} lädt dich ein`);
      const link = linkIn(mail, `${PUBLIC_URL}/de/invitation?token=`);
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/de/invitation?token=`);
      await invite(id, 'stranger@example.org');
      const english = await inbox.next();
      expect(english.subject).toMatch(/^Invitation to administer “Initiative \d+”$/);
      linkIn(english, `${PUBLIC_URL}/en/invitation?token=`);
    });

    it('answers 409 for an administrator’s address, 422 for no address, and 404 for no source', async () => {
      const id = await ownedSource();
      expect((await invite(id, owner.user.email)).status).toBe(409);
      expect((await invite(id, 'not-an-address')).status).toBe(422);
      expect((await invite(999_999, 'a@example.org', 'platformAdmin')).status).toBe(404);
      expect(Number(await invitationCount(id))).toBe(0);
      expect(inbox.waiting()).toBe(0);
    });

    it('limits invitations per inviting account and per source; refused calls neither count nor mail', async () => {
      // Per source: two administrators share the source's allowance.
      const id = await ownedSource();
      const coAdmin = await createTestUser(testApp.db, testApp.config);
      await testApp.db
        .insertInto('source_admins')
        .values({ source_id: id, user_id: coAdmin.user.id })
        .execute();
      // Calls the caller may not make do not use up the source's allowance.
      for (let i = 0; i < INVITATIONS_PER_HOUR + 1; i++) {
        expect((await invite(id, `x${i}@example.org`, 'plain')).status).toBe(403);
      }
      const statuses: number[] = [];
      for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
        const caller = i % 2 === 0 ? auth('owner') : { authorization: coAdmin.authorization };
        statuses.push(
          (await request('PUT', `/v1/source/${id}/add_admin`, caller, { email: `s${i}@example.org` })).status,
        );
      }
      const over = await request(
        'PUT',
        `/v1/source/${id}/add_admin`,
        { authorization: coAdmin.authorization },
        {
          email: 'one-more@example.org',
        },
      );
      expect([...statuses, over.status]).toEqual([...statuses.map(() => 202), 429]);
      expect(await over.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
      expect(Number(await invitationCount(id))).toBe(INVITATIONS_PER_HOUR);
      for (let i = 0; i < INVITATIONS_PER_HOUR; i++) await inbox.next();
      expect(inbox.waiting()).toBe(0);
      // Per inviter: a fresh administrator of fresh sources, one invitation per source.
      const inviter = await createTestUser(testApp.db, testApp.config);
      const answers: number[] = [];
      for (let i = 0; i <= INVITATIONS_PER_HOUR; i++) {
        const source = await insertSource(testApp.db, taxonomy, { adminIds: [inviter.user.id] });
        const response = await request(
          'PUT',
          `/v1/source/${source}/add_admin`,
          { authorization: inviter.authorization },
          { email: `i${i}@example.org` },
        );
        answers.push(response.status);
      }
      expect(answers.at(-1)).toBe(429);
      expect(answers.slice(0, -1).every((s) => s === 202)).toBe(true);
      for (let i = 0; i < INVITATIONS_PER_HOUR; i++) await inbox.next();
    });
  });

  describe('POST /v1/source/invitations/accept', () => {
    it('makes the invited account an administrator of the source, once', async () => {
      const id = await ownedSource();
      const invited = await createTestUser(testApp.db, testApp.config);
      await invite(id, invited.user.email);
      const token = await tokenOf();
      const { data, response } = await client.POST('/v1/source/invitations/accept', {
        body: { token },
        headers: { authorization: invited.authorization },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual({ detail: 'Administrator added.', source_id: id });
      expect(await adminIdsOf(id)).toEqual([owner.user.id, invited.user.id].sort((a, b) => a - b));
      const again = await accept(invited.authorization, token);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ detail: 'This invitation has already been accepted.' });
    });

    it('lets an account registered with the address after the mail accept', async () => {
      const id = await ownedSource();
      const email = `later-${engine}@example.org`;
      await invite(id, email);
      const token = await tokenOf();
      const register = await request(
        'POST',
        '/v1/user/register',
        {},
        {
          username: `later_${engine}`,
          email: email.toUpperCase(),
          password: 'a long enough password',
          password_confirmation: 'a long enough password',
        },
      );
      expect(register.status).toBe(201);
      await inbox.next(); // the verification mail
      const login = await fetch(`${testApp.baseUrl}/v1/user/get_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: `later_${engine}`, password: 'a long enough password' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const accepted = await accept(`Bearer ${access_token}`, token);
      expect(accepted.status).toBe(200);
      expect(
        (await request('GET', `/v1/source/${id}/admins`, { authorization: `Bearer ${access_token}` })).status,
      ).toBe(200);
    });

    it('refuses an account of another address (403), even a platform admin, and keeps the invitation', async () => {
      const id = await ownedSource();
      const invited = await createTestUser(testApp.db, testApp.config);
      await invite(id, invited.user.email);
      const token = await tokenOf();
      for (const who of ['plain', 'platformAdmin', 'owner'] as const) {
        const refused = await accept(users[who].authorization, token);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({
          detail:
            'This invitation is for another e-mail address. Log in with the account of the address it was sent to.',
        });
      }
      expect((await accept(invited.authorization, token)).status).toBe(200);
      expect(await adminIdsOf(id)).toContain(invited.user.id);
      expect(await adminIdsOf(id)).not.toContain(users.plain.user.id);
    });

    it('refuses unknown, expired and withdrawn links, and the older link once a new one was sent', async () => {
      const id = await ownedSource();
      const invited = await createTestUser(testApp.db, testApp.config);
      const unknown = await accept(invited.authorization, 'no-such-token');
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({ detail: 'This invitation link is invalid.' });
      await insertInvitation(testApp.db, {
        sourceId: id,
        email: invited.user.email,
        token: `expired-${engine}`,
        expiresInMinutes: -1,
      });
      const expired = await accept(invited.authorization, `expired-${engine}`);
      expect(await expired.json()).toEqual({
        detail: 'This invitation has expired. Please ask for a new one.',
      });
      await invite(id, invited.user.email);
      const older = await tokenOf();
      await invite(id, invited.user.email);
      const newer = await tokenOf();
      const replaced = await accept(invited.authorization, older);
      expect(replaced.status).toBe(400);
      expect(await replaced.json()).toEqual({ detail: 'This invitation was withdrawn.' });
      expect(await adminIdsOf(id)).toEqual([owner.user.id]);
      expect((await accept(invited.authorization, newer)).status).toBe(200);
    });

    it('answers 401 without credentials and 422 without a token', async () => {
      expect((await request('POST', '/v1/source/invitations/accept', {}, { token: 'x' })).status).toBe(401);
      expect((await request('POST', '/v1/source/invitations/accept', auth('plain'), {})).status).toBe(422);
    });
  });

  describe('GET /v1/source/{source_id}/invitations and DELETE …/invitations/{invitation_id}', () => {
    const LIST_ROLES = ROLES.map(
      ([who, status, role]) => [who, status === 202 ? 200 : status, role] as const,
    );

    it.each(LIST_ROLES)('lists pending invitations to %s with %i', async (_who, status, role) => {
      const id = await ownedSource();
      await invite(id, 'pending@example.org');
      await inbox.next();
      const response = await request('GET', `/v1/source/${id}/invitations`, role ? auth(role) : {});
      expect(response.status).toBe(status);
      if (status === 200) {
        expect(await response.json()).toEqual([
          {
            id: expect.any(Number),
            email: 'pending@example.org',
            invited_by: owner.user.username,
            created_at: expect.any(String),
            expires_at: expect.any(String),
          },
        ]);
      }
    });

    it('lists only invitations that can still be accepted', async () => {
      const id = await ownedSource();
      const invited = await createTestUser(testApp.db, testApp.config);
      await invite(id, invited.user.email);
      const token = await tokenOf();
      await insertInvitation(testApp.db, {
        sourceId: id,
        email: 'old@example.org',
        token: `old-${engine}`,
        expiresInMinutes: -5,
      });
      await accept(invited.authorization, token);
      const { data } = await client.GET('/v1/source/{source_id}/invitations', {
        params: { path: { source_id: id } },
        headers: auth('owner'),
      });
      expect(data).toEqual([]);
    });

    it.each(ROLES.map(([who, status, role]) => [who, status === 202 ? 204 : status, role] as const))(
      'lets %s withdraw an invitation with %i',
      async (_who, status, role) => {
        const id = await ownedSource();
        const invitationId = await insertInvitation(testApp.db, {
          sourceId: id,
          email: 'withdrawn@example.org',
          token: `withdraw-${engine}-${role ?? 'anonymous'}`,
        });
        const response = await request(
          'DELETE',
          `/v1/source/${id}/invitations/${invitationId}`,
          role ? auth(role) : {},
        );
        expect(response.status).toBe(status);
        const { revoked_at } = await testApp.db
          .selectFrom('source_invitations')
          .select('revoked_at')
          .where('id', '=', invitationId)
          .executeTakeFirstOrThrow();
        expect(revoked_at !== null).toBe(status === 204);
      },
    );

    it('answers 404 for an invitation of another source or one already withdrawn', async () => {
      const id = await ownedSource();
      const other = await insertSource(testApp.db, taxonomy, { adminIds: [owner.user.id] });
      const invitationId = await insertInvitation(testApp.db, {
        sourceId: other,
        email: 'a@example.org',
        token: `o-${engine}`,
      });
      expect(
        (await request('DELETE', `/v1/source/${id}/invitations/${invitationId}`, auth('owner'))).status,
      ).toBe(404);
      expect(
        (await request('DELETE', `/v1/source/${other}/invitations/${invitationId}`, auth('owner'))).status,
      ).toBe(204);
      expect(
        (await request('DELETE', `/v1/source/${other}/invitations/${invitationId}`, auth('owner'))).status,
      ).toBe(404);
    });
  });
});
