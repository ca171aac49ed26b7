// The web app's typed client, pointed at a test server: API tests exercise the generated types too.
import createClient, { type Client } from 'openapi-fetch';
// Types only cross the boundary: the generated contract lives with the web app that consumes it.
import type { paths } from '../../../web/src/api/schema.gen.js';

export type ApiClient = Client<paths>;

export function apiClient(baseUrl: string): ApiClient {
  return createClient<paths>({ baseUrl });
}
