// The server process: load config, then start the server (start-server.ts), which closes everything on
// SIGTERM/SIGINT.

import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig(process.env, process.cwd(), 'server');
  // The server's modules (Fastify, PGlite, the routes, the crawlers) are imported only once the settings are good:
  // importing them costs seconds of CPU on a busy machine, which a refused start need not pay (decision 019).
  const { startServer } = await import('./start-server.js');
  await startServer(config, startedAt);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // Bad settings end the start with the operator's message, not a stack trace: every bad key at once, in plain
    // words, so the operator fixes them in one go.
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
