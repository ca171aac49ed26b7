// Starts one real server for every journey and tells the tests where it listens.
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from './support/platform-admin.js';
import { startServer } from './support/server-process.js';
import './support/provided.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now();
  let preparedAt = startedAt;
  const server = await startServer({
    prepare: async (env) => {
      await prepareDatabase(env);
      preparedAt = performance.now();
    },
  });
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  console.log(
    `e2e: server ready at ${server.baseUrl} in ${seconds(startedAt)} s, ${seconds(preparedAt)} s after its ` +
      `database was prepared (log: ${server.logFile})`,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
