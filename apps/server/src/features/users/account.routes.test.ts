import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../http/jwt-secret.js';
import { outboxDir } from '../../mail/mailer.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { linkIn, parseMail, type SmtpInbox, startSmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import { authorized, bearerIssuedAMinuteAgo, GENEROUS_RATE_LIMITS, logIn } from './users.test-support.js';

const PUBLIC_URL = 'https://assembly.example.org';

// Over real HTTP against a fresh PGlite; mails go over SMTP to a real listener and tests follow their links.
describe('account API: registration, verification, login, password reset', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let inbox: SmtpInbox;
  let counter = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await startTestApp({
      rateLimits: { rateLimits: GENEROUS_RATE_LIMITS },
      config: {
        publicUrl: PUBLIC_URL,
        mail: { smtpUrl: inbox.url, from: 'Assembly Finder <no-reply@example.org>' },
      },
    });
    client = apiClient(testApp.baseUrl);
  });
  afterAll(async () => {
    await testApp.close();
    await inbox.close();
  });

  function newAccount(overrides: { language?: 'en' | 'de'; receive_newsletter?: boolean } = {}) {
    counter += 1;
    return {
      username: `anna.${counter}`,
      email: `anna.${counter}@example.org`,
      password: 'a long enough password',
      password_confirmation: 'a long enough password',
      ...overrides,
    };
  }

  async function register(overrides: Parameters<typeof newAccount>[0] = {}) {
    const body = newAccount(overrides);
    const { data, response } = await client.POST('/v1/user/register', { body });
    expect(response.status).toBe(201);
    if (data === undefined) throw new Error('no user');
    const mail = await inbox.next();
    return { body, user: data, mail };
  }

  async function tokenFor(login: string, password: string): Promise<string> {
    const response = await logIn(testApp.baseUrl, login, password);
    expect(response.status).toBe(200);
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  }

  const countUsers = async () =>
    Number(
      (
        await testApp.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /v1/user/register', () => {
    it('creates an unverified account, answers its profile and mails an English verification link', async () => {
      const { body, user, mail } = await register({ receive_newsletter: true });
      expect(user).toEqual({
        id: expect.any(Number),
        username: body.username,
        email: body.email,
        language: 'en',
        verified: false,
        receive_newsletter: true,
        admin: false,
        administrated_sources: [],
        saved_events: [],
        saved_sources: [],
      });
      expect(mail.to).toEqual([body.email]);
      expect(mail.subject).toBe('Confirm your e-mail address');
      expect(mail.text).toContain(`Hello ${body.username},`);
      const link = linkIn(mail, `${PUBLIC_URL}/en/settings?verify_token=`);
      expect(link.searchParams.get('verify_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/en/settings?verify_token=`);
    });

    it('writes the mail in German, with a German link, for language de', async () => {
      const { mail } = await register({ language: 'de' });
      expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
      expect(mail.text).toContain('Der Link ist 48 Stunden gültig.');
      linkIn(mail, `${PUBLIC_URL}/de/settings?verify_token=`);
    });

    it('stores only an argon2id hash of the password', async () => {
      const { body, user } = await register();
      const row = await testApp.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(body.password);
    });

    it('answers 409 for a username taken in other letter case', async () => {
      const { body } = await register();
      const { error, response } = await client.POST('/v1/user/register', {
        body: { ...newAccount(), username: body.username.toUpperCase() },
      });
      expect(response.status).toBe(409);
      expect(error).toEqual({ detail: 'Username already taken' });
    });

    it('answers 409 for an e-mail address registered in other letter case', async () => {
      const { body } = await register();
      const { error, response } = await client.POST('/v1/user/register', {
        body: { ...newAccount(), email: body.email.toUpperCase() },
      });
      expect(response.status).toBe(409);
      expect(error).toEqual({ detail: 'E-mail already registered' });
    });

    it('answers 422 on password_confirmation when the passwords differ', async () => {
      const before = await countUsers();
      const { error, response } = await client.POST('/v1/user/register', {
        body: { ...newAccount(), password_confirmation: 'another long password' },
      });
      expect(response.status).toBe(422);
      expect(error).toEqual({
        detail: [
          { loc: ['body', 'password_confirmation'], msg: 'Passwords do not match', type: 'value_error' },
        ],
      });
      expect(await countUsers()).toBe(before);
    });

    it.each([
      ['a password of 7 characters', { password: 'short12', password_confirmation: 'short12' }, 'password'],
      [
        'a password of 257 characters',
        { password: 'x'.repeat(257), password_confirmation: 'x'.repeat(257) },
        'password',
      ],
      ['a username of 2 characters', { username: 'ab' }, 'username'],
      ['a username of 51 characters', { username: 'a'.repeat(51) }, 'username'],
      ['HTML in the username', { username: '<b>anna</b>' }, 'username'],
      ['a space in the username', { username: 'anna maria' }, 'username'],
      ['an e-mail address without @', { email: 'anna.example.org' }, 'email'],
      ['an unknown language', { language: 'fr' }, 'language'],
    ])('answers 422 and stores nothing for %s', async (_case, change, field) => {
      const before = await countUsers();
      const response = await fetch(`${testApp.baseUrl}/v1/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...newAccount(), ...change }),
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { detail: { loc: string[] }[] };
      expect(body.detail[0]?.loc).toEqual(['body', field]);
      expect(await countUsers()).toBe(before);
      expect(inbox.waiting()).toBe(0);
    });

    it('accepts letters of other scripts, digits, dots, underscores and hyphens in usernames', async () => {
      const { data, response } = await client.POST('/v1/user/register', {
        body: { ...newAccount(), username: `Jörg_Ærø-${counter}.de` },
      });
      expect(response.status).toBe(201);
      expect(data?.username).toBe(`Jörg_Ærø-${counter}.de`);
      await inbox.next();
    });

    it('lets the new account log in before it is verified', async () => {
      const { body } = await register();
      const authorization = await tokenFor(body.username, body.password);
      const { data } = await client.GET('/v1/user/me', authorized(authorization));
      expect(data?.verified).toBe(false);
    });
  });

  describe('POST /v1/user/verify', () => {
    it('verifies the account with the token from the mail, once', async () => {
      const { body, mail } = await register();
      const token = linkIn(mail, PUBLIC_URL).searchParams.get('verify_token') ?? '';
      const first = await client.POST('/v1/user/verify', { body: { token } });
      expect(first.response.status).toBe(200);
      expect(first.data).toEqual({ detail: 'You are now verified.' });
      const authorization = await tokenFor(body.email, body.password);
      expect((await client.GET('/v1/user/me', authorized(authorization))).data?.verified).toBe(true);

      const again = await client.POST('/v1/user/verify', { body: { token } });
      expect(again.response.status).toBe(400);
      expect(again.error).toEqual({ detail: 'This verification link has already been used.' });
    });

    it('makes the link expire 48 hours after it was sent', async () => {
      const { user, mail } = await register();
      const row = await testApp.db
        .selectFrom('account_tokens')
        .select(sql<number>`extract(epoch from expires_at - created_at)::integer`.as('seconds'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.seconds).toBe(48 * 3600);

      await testApp.db
        .updateTable('account_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('user_id', '=', user.id)
        .execute();
      const token = linkIn(mail, PUBLIC_URL).searchParams.get('verify_token') ?? '';
      const { error, response } = await client.POST('/v1/user/verify', { body: { token } });
      expect(response.status).toBe(400);
      expect(error).toEqual({ detail: 'This verification link has expired. Please request a new one.' });
      const stored = await testApp.db
        .selectFrom('users')
        .select('verified')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.verified).toBe(false);
    });

    it('answers 400 for an unknown token and for a password-reset token', async () => {
      const unknown = await client.POST('/v1/user/verify', { body: { token: 'not-a-token' } });
      expect(unknown.response.status).toBe(400);
      expect(unknown.error).toEqual({ detail: 'This verification link is invalid.' });

      const { body } = await register();
      await client.POST('/v1/user/reset-password', { body: { email: body.email } });
      const resetToken = linkIn(await inbox.next(), PUBLIC_URL).searchParams.get('token') ?? '';
      const wrongPurpose = await client.POST('/v1/user/verify', { body: { token: resetToken } });
      expect(wrongPurpose.response.status).toBe(400);
    });

    it('answers 422 without a token', async () => {
      const response = await fetch(`${testApp.baseUrl}/v1/user/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: '' }),
      });
      expect(response.status).toBe(422);
    });
  });

  describe('POST /v1/user/resend-verification', () => {
    it('mails a new, working verification link to an unverified user', async () => {
      const { body } = await register({ language: 'de' });
      const authorization = await tokenFor(body.username, body.password);
      const { data, response } = await client.POST('/v1/user/resend-verification', authorized(authorization));
      expect(response.status).toBe(200);
      expect(data).toEqual({ detail: 'Verification mail sent.' });
      const token = linkIn(await inbox.next(), `${PUBLIC_URL}/de/settings?verify_token=`).searchParams.get(
        'verify_token',
      );
      const verified = await client.POST('/v1/user/verify', { body: { token: token ?? '' } });
      expect(verified.response.status).toBe(200);
    });

    it('answers 409 for a verified user and 401 for an anonymous caller', async () => {
      const verified = await createTestUser(testApp.db, testApp.config, { verified: true });
      const conflict = await client.POST('/v1/user/resend-verification', authorized(verified.authorization));
      expect(conflict.response.status).toBe(409);
      expect(conflict.error).toEqual({ detail: 'Your e-mail address is already verified.' });
      const anonymous = await client.POST('/v1/user/resend-verification');
      expect(anonymous.response.status).toBe(401);
      expect(inbox.waiting()).toBe(0);
    });
  });

  describe('POST /v1/user/get_token', () => {
    it('answers a bearer token for the username or the e-mail address in any letter case', async () => {
      const { user, password } = await createTestUser(testApp.db, testApp.config);
      for (const login of [user.username, user.username.toUpperCase(), user.email.toUpperCase()]) {
        const response = await logIn(testApp.baseUrl, login, password);
        expect(response.status).toBe(200);
        const body = (await response.json()) as {
          access_token: string;
          token_type: string;
          expires_at: number;
        };
        expect(body.token_type).toBe('bearer');
        expect(body.expires_at).toBeGreaterThan(Date.now() / 1000 + 59 * 60);
        const me = await client.GET('/v1/user/me', authorized(`Bearer ${body.access_token}`));
        expect(me.data?.id).toBe(user.id);
      }
    });

    it.each([
      ['a wrong password', (u: { username: string }) => [u.username, 'wrong password!']],
      ['an unknown user', () => ['nobody-here', 'whatever password']],
      [
        'the password in other letter case',
        (u: { username: string }, p: string) => [u.username, p.toUpperCase()],
      ],
    ])('answers 401 for %s', async (_case, credentials) => {
      const { user, password } = await createTestUser(testApp.db, testApp.config);
      const [login = '', secret = ''] = credentials(user, password);
      const response = await logIn(testApp.baseUrl, login, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Incorrect username or password' });
    });

    it('answers 422 when the password is missing', async () => {
      const response = await fetch(`${testApp.baseUrl}/v1/user/get_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=anna',
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual([
        'body',
        'password',
      ]);
    });
  });

  describe('GET /v1/user/refresh_token', () => {
    it('answers a new token for the logged-in user and 401 without one', async () => {
      const { user, authorization } = await createTestUser(testApp.db, testApp.config);
      const { data, response } = await client.GET('/v1/user/refresh_token', authorized(authorization));
      expect(response.status).toBe(200);
      const me = await client.GET('/v1/user/me', authorized(`Bearer ${data?.access_token}`));
      expect(me.data?.id).toBe(user.id);

      expect((await client.GET('/v1/user/refresh_token')).response.status).toBe(401);
      const bad = await client.GET('/v1/user/refresh_token', authorized('Bearer not.a.token'));
      expect(bad.response.status).toBe(401);
    });
  });

  // Issue 17 finding 7: logout used to be a client matter, so a copied token kept working until its exp.
  describe('POST /v1/user/logout', () => {
    const me = (authorization: string) =>
      fetch(`${testApp.baseUrl}/v1/user/me`, { headers: { authorization } }).then((r) => r.status);
    const tokenOf = async (response: Response) =>
      `Bearer ${((await response.json()) as { access_token: string }).access_token}`;

    it('ends every access token of the account, on every device, older tokens without a version included', async () => {
      const { user, password } = await createTestUser(testApp.db, testApp.config);
      const phone = await tokenOf(await logIn(testApp.baseUrl, user.username, password));
      const laptop = await tokenOf(await logIn(testApp.baseUrl, user.username, password));
      const now = Math.floor(Date.now() / 1000);
      const fromBefore = `Bearer ${await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(await resolveJwtSecret(testApp.config)))}`;
      expect([await me(phone), await me(laptop), await me(fromBefore)]).toEqual([200, 200, 200]);

      const logout = await fetch(`${testApp.baseUrl}/v1/user/logout`, {
        method: 'POST',
        headers: { authorization: phone },
      });
      expect(logout.status).toBe(204);
      expect([await me(phone), await me(laptop), await me(fromBefore)]).toEqual([401, 401, 401]);

      // Logging in again works, and so does refreshing the new token.
      const again = await tokenOf(await logIn(testApp.baseUrl, user.username, password));
      expect(await me(again)).toBe(200);
      const refreshed = await tokenOf(
        await fetch(`${testApp.baseUrl}/v1/user/refresh_token`, { headers: { authorization: again } }),
      );
      expect(await me(refreshed)).toBe(200);
    });

    it('answers 401 without credentials', async () => {
      expect((await fetch(`${testApp.baseUrl}/v1/user/logout`, { method: 'POST' })).status).toBe(401);
    });
  });

  describe('password reset', () => {
    async function requestReset(email: string) {
      const { data, response } = await client.POST('/v1/user/reset-password', { body: { email } });
      expect(response.status).toBe(200);
      expect(data).toEqual({ detail: 'Requesting password reset successful.' });
    }

    it('answers the same for an unknown address and sends no mail', async () => {
      const { user } = await createTestUser(testApp.db, testApp.config);
      await requestReset('nobody@example.org');
      await requestReset(user.email);
      expect((await inbox.next()).to).toEqual([user.email]);
      expect(inbox.waiting()).toBe(0);
    });

    it('mails a link in the user’s language; the token sets a new password once, verifies and ends older sessions', async () => {
      const { user, password } = await createTestUser(testApp.db, testApp.config, {
        language: 'de',
        verified: false,
      });
      await testApp.db
        .updateTable('users')
        .set({ password_changed_at: sql<Date>`now() - interval '1 hour'` })
        .where('id', '=', user.id)
        .execute();
      const oldSession = await bearerIssuedAMinuteAgo(testApp.config, user.id);
      expect((await client.GET('/v1/user/me', authorized(oldSession))).response.status).toBe(200);

      await requestReset(user.email.toUpperCase());
      const mail = await inbox.next();
      expect(mail.to).toEqual([user.email]);
      expect(mail.subject).toBe('Setze dein Passwort zurück');
      const token = linkIn(mail, `${PUBLIC_URL}/de/password-reset?token=`).searchParams.get('token') ?? '';

      const body = { token, password: 'my new password', password_confirmation: 'my new password' };
      const confirmed = await client.POST('/v1/user/reset-password/confirm', { body });
      expect(confirmed.response.status).toBe(200);
      expect(confirmed.data).toEqual({ detail: 'Password updated successfully' });

      expect((await logIn(testApp.baseUrl, user.username, password)).status).toBe(401);
      const fresh = await tokenFor(user.username, 'my new password');
      expect((await client.GET('/v1/user/me', authorized(fresh))).data?.verified).toBe(true);
      expect((await client.GET('/v1/user/me', authorized(oldSession))).response.status).toBe(401);

      const reused = await client.POST('/v1/user/reset-password/confirm', { body });
      expect(reused.response.status).toBe(400);
      expect(reused.error).toEqual({ detail: 'This password reset link has already been used.' });
    });

    it('makes older reset links stop working once one was used', async () => {
      const { user } = await createTestUser(testApp.db, testApp.config);
      await requestReset(user.email);
      const older = linkIn(await inbox.next(), PUBLIC_URL).searchParams.get('token') ?? '';
      await requestReset(user.email);
      const newer = linkIn(await inbox.next(), PUBLIC_URL).searchParams.get('token') ?? '';
      const password = 'password number two';
      const use = (token: string) =>
        client.POST('/v1/user/reset-password/confirm', {
          body: { token, password, password_confirmation: password },
        });
      expect((await use(newer)).response.status).toBe(200);
      expect((await use(older)).response.status).toBe(400);
    });

    it('makes the link expire after 1 hour', async () => {
      const { user, password } = await createTestUser(testApp.db, testApp.config);
      await requestReset(user.email);
      const token = linkIn(await inbox.next(), PUBLIC_URL).searchParams.get('token') ?? '';
      const row = await testApp.db
        .selectFrom('account_tokens')
        .select(sql<number>`extract(epoch from expires_at - created_at)::integer`.as('seconds'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.seconds).toBe(3600);
      await testApp.db
        .updateTable('account_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('user_id', '=', user.id)
        .execute();
      const { error, response } = await client.POST('/v1/user/reset-password/confirm', {
        body: { token, password: 'never stored pw', password_confirmation: 'never stored pw' },
      });
      expect(response.status).toBe(400);
      expect(error).toEqual({ detail: 'This password reset link has expired. Please request a new one.' });
      expect((await logIn(testApp.baseUrl, user.username, password)).status).toBe(200);
    });

    it('answers 422 for differing passwords and for a short one, keeping the token usable', async () => {
      const { user } = await createTestUser(testApp.db, testApp.config);
      await requestReset(user.email);
      const token = linkIn(await inbox.next(), PUBLIC_URL).searchParams.get('token') ?? '';
      const mismatch = await client.POST('/v1/user/reset-password/confirm', {
        body: { token, password: 'first long pw', password_confirmation: 'second long pw' },
      });
      expect(mismatch.response.status).toBe(422);
      expect(mismatch.error).toEqual({
        detail: [
          { loc: ['body', 'password_confirmation'], msg: 'Passwords do not match', type: 'value_error' },
        ],
      });
      const short = await client.POST('/v1/user/reset-password/confirm', {
        body: { token, password: 'short', password_confirmation: 'short' },
      });
      expect(short.response.status).toBe(422);
      const ok = await client.POST('/v1/user/reset-password/confirm', {
        body: { token, password: 'finally long', password_confirmation: 'finally long' },
      });
      expect(ok.response.status).toBe(200);
    });

    it('answers 400 for an unknown token and 422 for a malformed address', async () => {
      const unknown = await client.POST('/v1/user/reset-password/confirm', {
        body: { token: 'nope', password: 'whatever long', password_confirmation: 'whatever long' },
      });
      expect(unknown.response.status).toBe(400);
      expect(unknown.error).toEqual({ detail: 'This password reset link is invalid.' });
      const malformed = await client.POST('/v1/user/reset-password', { body: { email: 'not an address' } });
      expect(malformed.response.status).toBe(422);
    });
  });
});

describe('account mails without SMTP_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(() => testApp.close());

  it('writes the verification mail to the outbox, and its link verifies the account', async () => {
    const client = apiClient(testApp.baseUrl);
    const body = {
      username: 'outbox.user',
      email: 'outbox.user@example.org',
      password: 'a long enough password',
      password_confirmation: 'a long enough password',
      language: 'de' as const,
    };
    expect((await client.POST('/v1/user/register', { body })).response.status).toBe(201);
    const dir = outboxDir(testApp.config.dataDir);
    const [file, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    const mail = parseMail(await readFile(join(dir, file ?? ''), 'utf8'));
    expect(mail.raw).toMatch(/^To: outbox\.user@example\.org\r$/m);
    const token =
      linkIn(mail, `${PUBLIC_URL}/de/settings?verify_token=`).searchParams.get('verify_token') ?? '';
    const verified = await client.POST('/v1/user/verify', { body: { token } });
    expect(verified.data).toEqual({ detail: 'You are now verified.' });
  });
});
