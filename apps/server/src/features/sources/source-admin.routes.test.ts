import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  createRoleUsers,
  insertSource,
  insertTaxonomy,
  type RoleUsers,
  sourceBody,
  type Taxonomy,
} from './sources.test-support.js';

// Create, edit, delete and approve sources over real HTTP against a fresh PGlite (decision 009).
describe('source writes API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let taxonomy: Taxonomy;
  let users: RoleUsers;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    taxonomy = await insertTaxonomy(testApp.db);
    users = await createRoleUsers(testApp.db, testApp.config);
    await insertSource(testApp.db, taxonomy, { adminIds: [users.otherSourceAdmin.user.id] });
  });
  afterAll(() => testApp?.close());

  const auth = (who: keyof RoleUsers) => ({ authorization: users[who].authorization });
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ownedSource = (status: 'pending' | 'approved' = 'pending') =>
    insertSource(testApp.db, taxonomy, { status, adminIds: [users.owner.user.id] });

  describe('POST /v1/source/new', () => {
    it('creates a pending source with its administrator, answering 201 with the internal contact', async () => {
      const { data, response } = await client.POST('/v1/source/new', {
        body: sourceBody(taxonomy),
        headers: auth('plain'),
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        name: 'Mieterinitiative Ehrenfeld',
        country: 'DE',
        city: 'Köln',
        zip_code: '50823',
        source_type_id: taxonomy.sourceTypeId,
        source_type: { id: taxonomy.sourceTypeId },
        topic_ids: [...taxonomy.topicIds].sort((a, b) => a - b),
        internal_contact: 'board@example.org',
        approval_status: 'pending',
        has_title_image: false,
        title_image_url: null,
      });
      const admins = await testApp.db
        .selectFrom('source_admins')
        .select('user_id')
        .where('source_id', '=', data?.id ?? 0)
        .execute();
      expect(admins).toEqual([{ user_id: users.plain.user.id }]);
    });

    it('answers 401 to an anonymous caller and stores nothing', async () => {
      const before = await testApp.db.selectFrom('sources').select('id').execute();
      const response = await send('POST', '/v1/source/new', sourceBody(taxonomy));
      expect(response.status).toBe(401);
      expect(await testApp.db.selectFrom('sources').select('id').execute()).toHaveLength(before.length);
    });

    it('stores HTML and script as text, trims, upper-cases the country and stores empty optionals as null', async () => {
      const script = '<script>alert("x")</script><b>Bold</b>';
      const { data } = await client.POST('/v1/source/new', {
        body: sourceBody(taxonomy, {
          name: `  ${script}  `,
          description: script,
          country: 'de',
          street: '   ',
          url: '',
          public_contact: null,
        }),
        headers: auth('plain'),
      });
      expect(data).toMatchObject({
        name: script,
        description: script,
        country: 'DE',
        street: null,
        url: null,
      });
      expect(data?.public_contact).toBeNull();
    });

    it.each([
      ['name', { name: undefined }, ['body', 'name']],
      ['a blank name', { name: '   ' }, ['body', 'name']],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, ['body', 'name']],
      ['a description over 10,000 characters', { description: 'x'.repeat(10_001) }, ['body', 'description']],
      ['description', { description: undefined }, ['body', 'description']],
      ['city', { city: undefined }, ['body', 'city']],
      ['country', { country: undefined }, ['body', 'country']],
      ['a country that is not two letters', { country: 'Germany' }, ['body', 'country']],
      ['topics', { topic_ids: [] }, ['body', 'topic_ids']],
      ['the source type', { source_type_id: undefined }, ['body', 'source_type_id']],
      ['the internal contact', { internal_contact: undefined }, ['body', 'internal_contact']],
      [
        'an internal contact that is no e-mail address',
        { internal_contact: 'board' },
        ['body', 'internal_contact'],
      ],
      ['a url that is not http(s)', { url: 'javascript:alert(1)' }, ['body', 'url']],
      ['an unknown source type', { source_type_id: 999_999 }, ['body', 'source_type_id']],
      ['an unknown topic', { topic_ids: [-1, 999_999] }, ['body', 'topic_ids', 1]],
    ])('answers 422 for a missing or bad %s', async (_what, overrides, loc) => {
      // -1 stands for a topic that exists (its id is known only once the test runs).
      const body: Record<string, unknown> = { ...sourceBody(taxonomy), ...overrides };
      if (Array.isArray(body.topic_ids)) {
        body.topic_ids = body.topic_ids.map((id) => (id === -1 ? taxonomy.topicIds[0] : id));
      }
      const response = await send('POST', '/v1/source/new', body, auth('plain'));
      expect(response.status).toBe(422);
      const { detail } = await response.json();
      expect(detail).toEqual([expect.objectContaining({ loc })]);
    });
  });

  // Issue 17 finding 2, the write half: names and places are one line, without control characters.
  describe('single-line fields', () => {
    it.each([
      ['name', { name: 'Polizei Berlin\r\nBEGIN:VEVENT' }],
      ['name', { name: 'Tab\there' }],
      ['city', { city: 'Berlin\u0000' }],
      ['street', { street: 'Hauptstr.\u2028Nebenstr.' }],
      ['zip_code', { zip_code: '10\u001b117' }],
    ])('answer 422 at %s for a line break or a control character', async (field, overrides) => {
      const response = await send(
        'POST',
        '/v1/source/new',
        { ...sourceBody(taxonomy), ...overrides },
        auth('plain'),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: [
          {
            loc: ['body', field],
            msg: expect.stringMatching(/^String should be a single line without control characters/),
            type: 'string_pattern_mismatch',
          },
        ],
      });
    });

    it('keep letters of every script, punctuation and inner spaces', async () => {
      const name = 'Bündnis „Straße frei“ – ∑ 東京 e.V.';
      const response = await send('POST', '/v1/source/new', { ...sourceBody(taxonomy), name }, auth('plain'));
      expect(response.status).toBe(201);
      expect((await response.json()).name).toBe(name);
    });
  });

  describe('PUT /v1/source/{source_id}', () => {
    it.each([
      ['anonymous', 401, undefined],
      ['a plain user', 403, 'plain'],
      ['another source’s administrator', 403, 'otherSourceAdmin'],
      ['the source’s administrator', 200, 'owner'],
      ['a platform admin', 200, 'platformAdmin'],
    ] as const)('answers %s with %i', async (_who, status, role) => {
      const id = await ownedSource();
      const body = sourceBody(taxonomy, { name: 'Renamed', topic_ids: [taxonomy.topicIds[1]] });
      const response = await send('PUT', `/v1/source/${id}`, body, role ? auth(role) : {});
      expect(response.status).toBe(status);
      const row = await testApp.db
        .selectFrom('sources')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.name === 'Renamed').toBe(status === 200);
    });

    it('replaces fields and topics and keeps an approved source approved when its administrator edits it', async () => {
      const id = await ownedSource('approved');
      const { data, response } = await client.PUT('/v1/source/{source_id}', {
        params: { path: { source_id: id } },
        body: sourceBody(taxonomy, { name: 'Renamed', topic_ids: [taxonomy.topicIds[1]], zip_code: null }),
        headers: auth('owner'),
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        id,
        name: 'Renamed',
        topic_ids: [taxonomy.topicIds[1]],
        zip_code: null,
        approval_status: 'approved',
        internal_contact: 'board@example.org',
      });
    });

    it('never lets a create or an edit set the approval status', async () => {
      const sneaky = { ...sourceBody(taxonomy), approval_status: 'approved' };
      const created = await send('POST', '/v1/source/new', sneaky, auth('owner'));
      const { id, approval_status } = await created.json();
      expect(approval_status).toBe('pending');
      const edited = await send('PUT', `/v1/source/${id}`, sneaky, auth('owner'));
      expect(await edited.json()).toMatchObject({ id, approval_status: 'pending' });
    });

    it('answers 404 for a source that does not exist and 422 for bad input', async () => {
      expect(
        (await send('PUT', '/v1/source/999999', sourceBody(taxonomy), auth('platformAdmin'))).status,
      ).toBe(404);
      const id = await ownedSource();
      const bad = await send(
        'PUT',
        `/v1/source/${id}`,
        sourceBody(taxonomy, { topic_ids: [] }),
        auth('owner'),
      );
      expect(bad.status).toBe(422);
    });
  });

  describe('DELETE /v1/source/{source_id}', () => {
    const insertEvent = async (sourceId: number) =>
      (
        await testApp.db
          .insertInto('events')
          .values({
            name: 'Rally',
            description: 'A rally.',
            event_type_id: (
              await testApp.db.selectFrom('event_types').select('id').executeTakeFirstOrThrow()
            ).id,
            start_time: new Date(Date.now() + 86_400_000),
            locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [6.9, 50.9] } }]),
            organising_source_id: sourceId,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    beforeAll(async () => {
      await testApp.db
        .insertInto('event_types')
        .values({ name_en: 'Rally', name_de: 'Kundgebung' })
        .execute();
    });

    it.each([
      ['anonymous', 401, undefined],
      ['a plain user', 403, 'plain'],
      ['another source’s administrator', 403, 'otherSourceAdmin'],
      ['the source’s administrator', 204, 'owner'],
      ['a platform admin', 204, 'platformAdmin'],
    ] as const)('answers %s with %i', async (_who, status, role) => {
      const id = await ownedSource();
      const response = await send('DELETE', `/v1/source/${id}`, undefined, role ? auth(role) : {});
      expect(response.status).toBe(status);
      const row = await testApp.db.selectFrom('sources').select('id').where('id', '=', id).executeTakeFirst();
      expect(row === undefined).toBe(status === 204);
    });

    it('deletes the source and marks its events deleted, so their links answer 410', async () => {
      const id = await ownedSource('approved');
      const eventId = await insertEvent(id);
      expect((await fetch(`${testApp.baseUrl}/v1/event/${eventId}`)).status).toBe(200);
      const { response } = await client.DELETE('/v1/source/{source_id}', {
        params: { path: { source_id: id } },
        headers: auth('owner'),
      });
      expect(response.status).toBe(204);
      expect((await fetch(`${testApp.baseUrl}/v1/source/${id}`)).status).toBe(404);
      expect((await fetch(`${testApp.baseUrl}/v1/event/${eventId}`)).status).toBe(410);
      const event = await testApp.db
        .selectFrom('events')
        .select(['deleted_at', 'organising_source_id'])
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect(event.deleted_at).toBeInstanceOf(Date);
      const admins = await testApp.db
        .selectFrom('source_admins')
        .selectAll()
        .where('source_id', '=', id)
        .execute();
      expect(admins).toEqual([]);
    });

    it('answers 404 for a source that does not exist', async () => {
      expect((await send('DELETE', '/v1/source/999999', undefined, auth('platformAdmin'))).status).toBe(404);
    });
  });

  describe('PUT /v1/source/{source_id}/approval_status', () => {
    const withImage = async () => {
      const id = await ownedSource();
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();
      await testApp.db
        .insertInto('source_title_images')
        .values({ source_id: id, content: png, mime_type: 'image/png' })
        .execute();
      return id;
    };
    const setStatus = (id: number, status: string, who?: keyof RoleUsers) =>
      send(
        'PUT',
        `/v1/source/${id}/approval_status?approval_status=${status}`,
        undefined,
        who ? auth(who) : {},
      );

    it.each([
      ['anonymous', 401, undefined],
      ['a plain user', 403, 'plain'],
      ['the source’s own administrator', 403, 'owner'],
      ['a platform admin', 200, 'platformAdmin'],
    ] as const)('answers %s with %i', async (_who, status, role) => {
      const id = await withImage();
      expect((await setStatus(id, 'approved', role)).status).toBe(status);
    });

    it('approves a source with an image, making it public, and can reject it again', async () => {
      const id = await withImage();
      expect((await fetch(`${testApp.baseUrl}/v1/source/${id}`)).status).toBe(404);
      const { data } = await client.PUT('/v1/source/{source_id}/approval_status', {
        params: { path: { source_id: id }, query: { approval_status: 'approved' } },
        headers: auth('platformAdmin'),
      });
      expect(data).toMatchObject({ id, approval_status: 'approved', has_title_image: true });
      expect((await fetch(`${testApp.baseUrl}/v1/source/${id}`)).status).toBe(200);
      expect((await setStatus(id, 'rejected', 'platformAdmin')).status).toBe(200);
      expect((await fetch(`${testApp.baseUrl}/v1/source/${id}`)).status).toBe(404);
    });

    it('answers 422 when approving a source without a title image, but rejects it', async () => {
      const id = await ownedSource();
      const response = await setStatus(id, 'approved', 'platformAdmin');
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: [
          {
            loc: ['query', 'approval_status'],
            msg: 'A source needs a title image before approval',
            type: 'value_error',
          },
        ],
      });
      expect((await setStatus(id, 'rejected', 'platformAdmin')).status).toBe(200);
    });

    it('answers 422 for an unknown status and 404 for an unknown source', async () => {
      const id = await withImage();
      expect((await setStatus(id, 'published', 'platformAdmin')).status).toBe(422);
      expect((await setStatus(999_999, 'approved', 'platformAdmin')).status).toBe(404);
    });
  });
});
