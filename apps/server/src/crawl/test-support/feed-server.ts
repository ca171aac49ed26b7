// Test helper: a local HTTP server on 127.0.0.1:0 whose answers a test sets per path (no network beyond loopback).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FeedServer {
  baseUrl: string;
  /** Answers for a path; unknown paths answer 404. */
  routes: Map<string, Handler>;
  requests: string[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Handler>();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const handler = routes.get(path);
    if (!handler) {
      response.writeHead(404).end('not found');
      return;
    }
    hanging.add(response);
    response.on('close', () => hanging.delete(response));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    routes,
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const answer =
  (status: number, body: string, contentType = 'application/json'): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': contentType }).end(body);
  };

/** Never answers: the client's timeout has to end the request. */
export const hang: Handler = () => undefined;

/** Sends the headers and half the body, then drops the connection. */
export const truncated =
  (body: string): Handler =>
  (_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    response.write(body.slice(0, Math.floor(body.length / 2)));
    response.destroy();
  };
