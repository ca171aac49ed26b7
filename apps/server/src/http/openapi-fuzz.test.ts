import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/test-databases.js';
import { type FuzzServer, startFuzzServer } from '../test-support/fuzz/fuzz-server.js';
import { runFuzz } from '../test-support/fuzz/openapi-fuzz.js';

// Issue 17 "Fuzzing from the OpenAPI document", the small run of `npm test` (the full one is `npm run fuzz`):
// every operation, every role, valid and hostile requests built from the document's own schemas, on a real
// server and database. A fixed seed, so a failure here can be replayed with `npm run fuzz -- --seed 17`.
describe('the API under requests generated from its OpenAPI document', () => {
  let server: FuzzServer;
  beforeAll(async () => {
    server = await startFuzzServer(await openTestDatabase('pglite'));
  });
  afterAll(() => server?.app.close());

  it('never answers 5xx, answers only documented statuses and schemas, and rejected requests write nothing', async () => {
    const figures = await runFuzz({
      baseUrl: server.app.baseUrl,
      db: server.app.db,
      document: server.document,
      callers: server.callers,
      requests: 2500,
      seed: 17,
    });
    expect(figures.operations).toBeGreaterThan(80);
    expect(figures.requests).toBeGreaterThanOrEqual(2500);
    expect(figures.distinctProblems).toEqual([]);
    // Most requests get past validation to the handlers, and every role meets both outcomes.
    const answered = Object.entries(figures.byStatus);
    expect(answered.filter(([status]) => status.startsWith('2')).length).toBeGreaterThan(2);
    expect(figures.byStatus['422']).toBeGreaterThan(100);
  });
});
