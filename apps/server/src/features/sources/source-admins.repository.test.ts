import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import { insertUser } from '../users/users.repository.js';
import {
  deleteSourceAdmin,
  findAdministration,
  findSourceAdmins,
  insertSourceAdmin,
} from './source-admins.repository.js';
import { insertSource, insertTaxonomy } from './sources.test-support.js';

describeEachDatabase('source admins repository', (getDb) => {
  let id: number;
  const user = (name: string) =>
    insertUser(getDb(), { username: name, email: `${name}@example.org`, password_hash: 'not used here' });

  beforeAll(async () => {
    id = await insertSource(getDb(), await insertTaxonomy(getDb()));
  });

  it('adds and removes administrators once each, and answers who administers what', async () => {
    const [ben, cleo] = [await user('ben_writes'), await user('cleo_writes')];
    expect(await insertSourceAdmin(getDb(), id, ben.id)).toBe(true);
    expect(await insertSourceAdmin(getDb(), id, cleo.id)).toBe(true);
    expect(await insertSourceAdmin(getDb(), id, ben.id)).toBe(false);
    expect(await findSourceAdmins(getDb(), id)).toEqual([
      { id: ben.id, username: 'ben_writes', email: 'ben_writes@example.org' },
      { id: cleo.id, username: 'cleo_writes', email: 'cleo_writes@example.org' },
    ]);
    expect(await findAdministration(getDb(), id, ben.id)).toEqual({ isAdmin: true });
    expect(await deleteSourceAdmin(getDb(), id, ben.id)).toBe(true);
    expect(await deleteSourceAdmin(getDb(), id, ben.id)).toBe(false);
    expect(await findAdministration(getDb(), id, ben.id)).toEqual({ isAdmin: false });
    expect(await findAdministration(getDb(), 999_999, ben.id)).toBeUndefined();
  });
});
