// npm run fuzz [-- --requests 100000 --seed 1 --postgres]: the full OpenAPI fuzz run (issue 17), figures on
// stdout, exit 1 when any answer was a 5xx, undocumented, off its schema, or a rejected request wrote.
import { parseArgs } from 'node:util';
import { freshFuzzDatabase, startFuzzServer } from './fuzz-server.js';
import { runFuzz } from './openapi-fuzz.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    postgres: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
const server = await startFuzzServer(await freshFuzzDatabase(values.postgres ? 'postgres' : 'pglite'));
console.log(
  `fuzzing ${server.app.baseUrl} (${values.postgres ? 'PostgreSQL' : 'PGlite'}): ${requests} requests, seed ${seed}`,
);
try {
  const figures = await runFuzz({
    baseUrl: server.app.baseUrl,
    db: server.app.db,
    document: server.document,
    callers: server.callers,
    requests,
    seed,
    progress: (sent) => process.stdout.write(`\r${sent} requests`),
  });
  console.log(
    `\n${figures.requests} requests to ${figures.operations} operations in ${(figures.milliseconds / 1000).toFixed(1)} s`,
  );
  console.log(`statuses: ${JSON.stringify(figures.byStatus)}`);
  console.log(`431 from the HTTP parser (URL over 16 KiB): ${figures.refusedByHttpParser}`);
  console.log(`problems: ${figures.problems.length} (${figures.distinctProblems.length} distinct)`);
  for (const problem of figures.distinctProblems) {
    console.log(`- ${problem.operation} → ${problem.status}: ${problem.problem}\n    ${problem.request}`);
  }
  process.exitCode = figures.problems.length === 0 ? 0 : 1;
} finally {
  await server.app.close();
}
