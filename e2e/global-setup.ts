// Starts one real server for every journey and tells the tests where it listens.
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server-process.js';
import './support/provided.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
