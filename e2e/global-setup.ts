// Starts one real server for every journey and tells the tests where it listens.
import type { TestProject } from 'vitest/node';
import { createPlatformAdmin } from './support/platform-admin.js';
import { startServer } from './support/server-process.js';
import './support/provided.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now();
  const server = await startServer({ prepare: createPlatformAdmin });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`e2e: server ready at ${server.baseUrl} in ${seconds} s (log: ${server.logFile})`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
