import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createRoleUsers, insertSource, insertTaxonomy, type RoleUsers } from './sources.test-support.js';

// GET /v1/source/name-search: a platform admin picks a source by part of its name (the spreadsheet import's
// source picker). Over real HTTP, both engines; the other roles' 401 and 403: http/permissions.test.ts.
describe.each(availableEngines())('source name search on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let users: RoleUsers;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    const taxonomy = await insertTaxonomy(testApp.db);
    users = await createRoleUsers(testApp.db, testApp.config);
    for (const [key, name, status] of [
      ['munich', 'Bündnis Zeltfest München', 'approved'],
      ['passau', 'Zeltfest-Freunde Passau', 'pending'],
      ['rejected', 'Zeltfestival Konstanz', 'rejected'],
      ['other', 'Mieterinitiative Ehrenfeld', 'approved'],
      ['percent', 'Aktion 100% Zeltfest', 'approved'],
    ] as const) {
      ids[key] = await insertSource(testApp.db, taxonomy, { name, status });
    }
  });
  afterAll(() => testApp?.close());

  async function search(name: string, limit?: number) {
    const { data, response } = await client.GET('/v1/source/name-search', {
      params: { query: { name, ...(limit !== undefined && { limit }) } },
      headers: { authorization: users.platformAdmin.authorization },
    });
    expect(response.status).toBe(200);
    return data ?? [];
  }

  it('finds sources of every approval status by part of the name, those that start with it first, with what tells them apart', async () => {
    const found = await search('zeltfest');
    expect(found.map((source) => source.id)).toEqual([ids.passau, ids.rejected, ids.percent, ids.munich]);
    expect(found[0]).toEqual({
      id: ids.passau,
      name: 'Zeltfest-Freunde Passau',
      city: 'Köln',
      country: 'DE',
      approval_status: 'pending',
    });
  });

  it('needs every word, in any order, whatever the case, accents and umlaut digraphs', async () => {
    expect((await search('MUNCHEN zeltfest')).map((source) => source.id)).toEqual([ids.munich]);
    expect((await search('  bündnis   münchen ')).map((source) => source.id)).toEqual([ids.munich]);
    // The search's folding: an umlaut written as its digraph, as on a keyboard without umlauts.
    expect((await search('Buendnis Muenchen')).map((source) => source.id)).toEqual([ids.munich]);
    expect(await search('Zeltfest Berlin')).toEqual([]);
  });

  it('takes % and _ as the characters they are, and answers at most `limit` sources', async () => {
    expect((await search('100%')).map((source) => source.id)).toEqual([ids.percent]);
    expect(await search('_')).toEqual([]);
    expect(await search('zeltfest', 2)).toHaveLength(2);
  });

  it('answers 422 for a blank or too long name, and 401 and 403 to callers who are not platform admins', async () => {
    for (const name of ['   ', 'x'.repeat(201)]) {
      const { response } = await client.GET('/v1/source/name-search', {
        params: { query: { name } },
        headers: { authorization: users.platformAdmin.authorization },
      });
      expect(response.status).toBe(422);
    }
    const anonymous = await client.GET('/v1/source/name-search', { params: { query: { name: 'zelt' } } });
    expect(anonymous.response.status).toBe(401);
    const owner = await client.GET('/v1/source/name-search', {
      params: { query: { name: 'zelt' } },
      headers: { authorization: users.owner.authorization },
    });
    expect(owner.response.status).toBe(403);
  });
});
