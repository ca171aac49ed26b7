// OpenAPI 3.1 generated from the route schemas: /api/openapi.json (the contract the web client is
// generated from) and the reference page /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { ValidationErrorSchema } from './error-schemas.js';

export const API_VERSION = '1.0.0';
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const DESCRIPTION = [
  'Public API of Assembly Finder: demonstrations, strikes, marches and similar assemblies, and the',
  'organisations (sources) that publish them.',
  '',
  'All data served by this API is open data licensed under CC BY-SA 4.0.',
  '',
  'Invalid input answers 422 with `{"detail": [{"loc": [...], "msg": "...", "type": "..."}]}`;',
  'other errors answer with `{"detail": "..."}`.',
].join('\n');

type RouteSchema = FastifySchema & { hide?: boolean };

/** Documents the 422 answer on routes that take a body, query, path or header values. */
export function withValidationResponse(schema: RouteSchema | undefined): RouteSchema | undefined {
  if (schema === undefined || schema.hide) return schema;
  const takesInput = [schema.body, schema.querystring, schema.params, schema.headers].some(
    (s) => s !== undefined,
  );
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!takesInput || response['422'] !== undefined) return schema;
  return { ...schema, response: { ...response, 422: ValidationErrorSchema } };
}

/** Registers the document generator; must run before any route is added so every route is seen. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Assembly Finder API',
        version: API_VERSION,
        description: DESCRIPTION,
        license: { name: 'CC BY-SA 4.0 (data)', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      },
      components: {
        // DESIGN §4.4: Bearer tokens; Basic accepted for scripts.
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basicAuth: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: withValidationResponse(schema) ?? schema, url }),
    // Shared schemas added with app.addSchema({$id: 'Event', ...}) become components named by their $id.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // No call-outs to validator.swagger.io: the CSP allows only our origin, and the page works offline.
    uiConfig: { validatorUrl: null, deepLinking: true },
    // Swagger UI applies one inline style attribute; allow inline styles on its pages only (this hook
    // is scoped to the plugin's routes). Scripts stay 'self'-only.
    transformStaticCSP: (header: string) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
