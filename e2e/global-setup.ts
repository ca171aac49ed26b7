// Starts one real server for every journey and tells the tests where it listens.
import type { TestProject } from 'vitest/node';
import { startMapHost } from './support/map-host.js';
import { prepareDatabase } from './support/platform-admin.js';
import { startServer } from './support/server-process.js';
import './support/provided.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now();
  let preparedAt = startedAt;
  // Every map draws this loopback host's style (decision 038); basemap.e2e.ts also makes it unreachable.
  const mapHost = await startMapHost();
  const server = await startServer({
    mapStyleUrl: mapHost.styleUrl,
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
  project.provide('serverLogFile', server.logFile);
  project.provide('mapHostOrigin', mapHost.origin);
  return async () => {
    await server.stop();
    await mapHost.close();
  };
}
