import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { insertUser } from '../users/users.repository.js';
import { assertCanAdministerSource, canAdministerSource } from './source-permissions.js';
import { insertSource, insertTaxonomy } from './sources.test-support.js';

describeEachDatabase('source permissions', (getDb) => {
  const callers: Record<'owner' | 'other' | 'plain' | 'platform', Caller> = {} as never;
  let sourceId = 0;

  beforeAll(async () => {
    const db = getDb();
    for (const name of ['owner', 'other', 'plain', 'platform'] as const) {
      const user = await insertUser(db, {
        username: `perm_${name}`,
        email: `perm_${name}@example.org`,
        password_hash: 'not used here',
        admin: name === 'platform',
      });
      callers[name] = { ...user, username: String(user.username), email: String(user.email) };
    }
    const taxonomy = await insertTaxonomy(db);
    sourceId = await insertSource(db, taxonomy, { status: 'pending', adminIds: [callers.owner.id] });
    await insertSource(db, taxonomy, { adminIds: [callers.other.id] });
  });

  const failure = (caller: Caller, id: number) =>
    assertCanAdministerSource(getDb(), caller, id).then(
      () => 'passed',
      (error: unknown) => (error instanceof AppError ? `${error.statusCode} ${error.message}` : error),
    );

  it('lets the source’s administrator and a platform admin through', async () => {
    expect(await failure(callers.owner, sourceId)).toBe('passed');
    expect(await failure(callers.platform, sourceId)).toBe('passed');
  });

  it('answers 403 to a plain user and to the administrator of another source', async () => {
    expect(await failure(callers.plain, sourceId)).toBe('403 Only administrators of this source may do this');
    expect(await failure(callers.other, sourceId)).toBe('403 Only administrators of this source may do this');
  });

  it('answers 404 for a source that does not exist, to platform admins too', async () => {
    expect(await failure(callers.platform, 999_999)).toBe('404 Source not found');
    expect(await failure(callers.owner, 999_999)).toBe('404 Source not found');
  });

  it('asks the same rule as a question, false for anonymous callers', async () => {
    expect(await canAdministerSource(getDb(), callers.owner, sourceId)).toBe(true);
    expect(await canAdministerSource(getDb(), callers.platform, sourceId)).toBe(true);
    expect(await canAdministerSource(getDb(), callers.other, sourceId)).toBe(false);
    expect(await canAdministerSource(getDb(), undefined, sourceId)).toBe(false);
    expect(await canAdministerSource(getDb(), callers.platform, 999_999)).toBe(false);
  });
});
