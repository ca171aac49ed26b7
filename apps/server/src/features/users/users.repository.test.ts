import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import { insertSource, insertTaxonomy } from '../sources/sources.test-support.js';
import * as repository from './users.repository.js';

let counter = 0;

describeEachDatabase('users repository', (getDb) => {
  async function newUser(admin = false) {
    counter += 1;
    return repository.insertUser(getDb(), {
      username: `Repo.User${counter}`,
      email: `Repo.User${counter}@Example.org`,
      password_hash: 'not a real hash',
      admin,
    });
  }

  describe('findTakenNames', () => {
    it('finds usernames and e-mail addresses in any letter case', async () => {
      const user = await newUser();
      const db = getDb();
      expect(await repository.findTakenNames(db, user.username.toLowerCase(), 'free@example.org')).toEqual({
        username: true,
        email: false,
      });
      expect(await repository.findTakenNames(db, 'free-name', user.email.toUpperCase())).toEqual({
        username: false,
        email: true,
      });
      expect(await repository.findUserByEmail(db, user.email.toLowerCase())).toMatchObject({ id: user.id });
    });
  });

  describe('updateUserRow and deleteUserRow', () => {
    it('changes the given columns and updated_at, and answers undefined for an unknown id', async () => {
      const user = await newUser();
      const updated = await repository.updateUserRow(getDb(), user.id, {
        language: 'de',
        verified: undefined,
      });
      expect(updated).toMatchObject({ language: 'de', verified: false });
      expect(updated?.updated_at.getTime()).toBeGreaterThanOrEqual(user.updated_at.getTime());
      expect(await repository.updateUserRow(getDb(), 2_000_000_000, { language: 'de' })).toBeUndefined();
    });

    it('deletes the user with their administrator links and tokens but keeps the source', async () => {
      const db = getDb();
      const user = await newUser();
      const sourceId = await insertSource(db, await insertTaxonomy(db), { adminIds: [user.id] });
      await repository.insertAccountToken(db, {
        tokenHash: `hash-${counter}`,
        userId: user.id,
        purpose: 'verify_email',
        lifetimeMinutes: 60,
      });
      expect(await repository.findAdministeredSourceIds(db, user.id)).toEqual([sourceId]);
      expect(await repository.deleteUserRow(db, user.id)).toBe(true);
      expect(await repository.deleteUserRow(db, user.id)).toBe(false);
      expect(await repository.findAdministeredSourceIds(db, user.id)).toEqual([]);
      expect(await db.selectFrom('sources').select('id').where('id', '=', sourceId).execute()).toHaveLength(
        1,
      );
      expect(
        await db.selectFrom('account_tokens').select('user_id').where('user_id', '=', user.id).execute(),
      ).toEqual([]);
    });
  });

  describe('admins', () => {
    it('lists admin ids in id order, also when locked in a transaction', async () => {
      const first = await newUser(true);
      const second = await newUser(true);
      await newUser(false);
      const ids = await repository.findAdminIds(getDb());
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
      const locked = await getDb()
        .transaction()
        .execute((trx) => repository.lockAdminIds(trx));
      expect(locked).toEqual(ids);
    });
  });

  describe('account tokens', () => {
    it('uses a token once, before it expires, for its purpose only', async () => {
      const db = getDb();
      const user = await newUser();
      const token = {
        tokenHash: `single-${counter}`,
        userId: user.id,
        purpose: 'reset_password' as const,
        lifetimeMinutes: 60,
      };
      await repository.insertAccountToken(db, token);
      expect(await repository.useAccountToken(db, token.tokenHash, 'verify_email')).toBeUndefined();
      expect(await repository.useAccountToken(db, token.tokenHash, 'reset_password')).toBe(user.id);
      expect(await repository.useAccountToken(db, token.tokenHash, 'reset_password')).toBeUndefined();
      expect(
        (await repository.findAccountToken(db, token.tokenHash, 'reset_password'))?.used_at,
      ).toBeInstanceOf(Date);

      await repository.insertAccountToken(db, { ...token, tokenHash: `expired-${counter}` });
      await db
        .updateTable('account_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('token_hash', '=', `expired-${counter}`)
        .execute();
      expect(await repository.useAccountToken(db, `expired-${counter}`, 'reset_password')).toBeUndefined();
    });

    it('sets expires_at the given minutes after created_at', async () => {
      const db = getDb();
      const user = await newUser();
      await repository.insertAccountToken(db, {
        tokenHash: `lifetime-${counter}`,
        userId: user.id,
        purpose: 'verify_email',
        lifetimeMinutes: 48 * 60,
      });
      const row = await repository.findAccountToken(db, `lifetime-${counter}`, 'verify_email');
      expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBe(48 * 3_600_000);
    });

    it('uses up every other unused token of one purpose and user', async () => {
      const db = getDb();
      const user = await newUser();
      const base = { userId: user.id, lifetimeMinutes: 60 };
      await repository.insertAccountToken(db, {
        ...base,
        tokenHash: `a-${counter}`,
        purpose: 'reset_password',
      });
      await repository.insertAccountToken(db, {
        ...base,
        tokenHash: `b-${counter}`,
        purpose: 'verify_email',
      });
      await repository.useAllAccountTokens(db, user.id, 'reset_password');
      expect(await repository.useAccountToken(db, `a-${counter}`, 'reset_password')).toBeUndefined();
      expect(await repository.useAccountToken(db, `b-${counter}`, 'verify_email')).toBe(user.id);
    });
  });
});
