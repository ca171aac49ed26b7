import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';
import { requirePlatformAdmin, requireUser } from './auth.js';
import { resolveJwtSecret } from './jwt-secret.js';

describe('authentication of API calls', () => {
  let server: TestApp;
  let member: TestUser;
  let admin: TestUser;
  let secret: Uint8Array;

  beforeAll(async () => {
    server = await startTestApp({
      routes: (app) => {
        app.get('/test/me', async (request) => ({ id: (await requireUser(request)).id }));
        app.get('/test/admin', async (request) => ({ id: (await requirePlatformAdmin(request)).id }));
      },
    });
    member = await createTestUser(server.db, server.config);
    admin = await createTestUser(server.db, server.config, { admin: true });
    secret = new TextEncoder().encode(await resolveJwtSecret(server.config));
  });
  afterAll(async () => server?.close());

  const call = (path: string, authorization?: string) =>
    fetch(`${server.baseUrl}${path}`, { headers: authorization === undefined ? {} : { authorization } });
  const basic = (login: string, password: string) =>
    `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

  it('answers 401 with a Bearer challenge when no credentials are sent', async () => {
    const response = await call('/test/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('accepts a valid bearer token', async () => {
    const response = await call('/test/me', member.authorization);
    expect(await response.json()).toEqual({ id: member.user.id });
  });

  it('accepts HTTP Basic credentials by username or e-mail, in any letter case', async () => {
    expect(await (await call('/test/me', basic(member.user.username, member.password))).json()).toEqual({
      id: member.user.id,
    });
    expect(
      await (await call('/test/me', basic(member.user.email.toUpperCase(), member.password))).json(),
    ).toEqual({ id: member.user.id });
  });

  it('refuses a wrong Basic password and an unknown login alike', async () => {
    const wrong = await call('/test/me', basic(member.user.username, 'not the password'));
    const unknown = await call('/test/me', basic('nobody-here', member.password));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('stops accepting remembered Basic credentials once the password changes or the account is gone', async () => {
    const user = await createTestUser(server.db, server.config);
    const old = basic(user.user.username, user.password);
    expect((await call('/test/me', old)).status).toBe(200);
    const changed = await fetch(`${server.baseUrl}/v1/user/me`, {
      method: 'PUT',
      headers: { authorization: old, 'content-type': 'application/json' },
      body: JSON.stringify({
        new_password: 'a brand new password',
        new_password_confirmation: 'a brand new password',
        current_password: user.password,
      }),
    });
    expect(changed.status).toBe(200);
    expect((await call('/test/me', old)).status).toBe(401);
    const renewed = basic(user.user.username, 'a brand new password');
    expect((await call('/test/me', renewed)).status).toBe(200);
    await server.db.deleteFrom('users').where('id', '=', user.user.id).execute();
    expect((await call('/test/me', renewed)).status).toBe(401);
  });

  it('refuses tampered, unsigned, expired and foreign tokens', async () => {
    const token = member.authorization.slice('Bearer '.length);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(admin.user.id) })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.user.id))
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(secret);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('another secret that is long enough to sign'));
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${none}.${payload}.`,
      expired,
      otherKey,
      'not-a-jwt',
    ]) {
      const response = await call('/test/me', `Bearer ${bad}`);
      expect(response.status, bad).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Could not validate credentials' });
    }
    expect((await call('/test/me', `Digest ${token}`)).status).toBe(401);
  });

  it('refuses tokens issued before the last password change', async () => {
    const user = await createTestUser(server.db, server.config);
    await server.db
      .updateTable('users')
      .set({ password_changed_at: new Date(Date.now() + 2000) })
      .where('id', '=', user.user.id)
      .execute();
    expect((await call('/test/me', user.authorization)).status).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const user = await createTestUser(server.db, server.config);
    await server.db.deleteFrom('users').where('id', '=', user.user.id).execute();
    expect((await call('/test/me', user.authorization)).status).toBe(401);
  });

  it('lets platform admins through and answers 403 to other users', async () => {
    expect((await call('/test/admin', admin.authorization)).status).toBe(200);
    const refused = await call('/test/admin', member.authorization);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Only platform admins may do this' });
    expect((await call('/test/admin')).status).toBe(401);
  });
});
