// Closing the server (a stop signal, a test's end) lets the requests in flight finish, but not without bound
// (decision 054). Fastify's close stops accepting, answers requests that still arrive on open connections with 503
// (return503OnClosing) and closes the connections idle at that moment; Node then waits for every other connection.
// Left at that, a keep-alive connection whose answer ends during the close stays open until keepAliveTimeout or
// until its client lets go, and one whose client never reads a large answer, or never finishes its request, for ever.
import type { FastifyInstance } from 'fastify';

/** Closes connections as soon as their answers end once the server is closing, and cuts the rest after `graceMs`. */
export function registerBoundedClose(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  let cut: NodeJS.Timeout | undefined;
  // onResponse runs once the answer has gone out, after Node has detached it from its connection: the connection
  // counts as idle now.
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
  app.addHook('preClose', async () => {
    closing = true;
    cut = setTimeout(() => {
      app.server.getConnections((_error, connections) => {
        app.server.closeAllConnections();
        app.log.warn({ connections, graceMs }, 'shutdown grace over: cut the connections still busy');
      });
    }, graceMs);
  });
  // onClose hooks run once the server has closed, every connection with it.
  app.addHook('onClose', async () => clearTimeout(cut));
}
