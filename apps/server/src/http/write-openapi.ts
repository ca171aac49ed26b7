// Writes the API contract for the web app: apps/web/src/api/openapi.json and, generated from it by
// openapi-typescript, schema.gen.ts. With --check it only compares and fails when either is stale.
// Run: `npm run openapi` (write) or `npm run openapi:check -w apps/server` (part of `npm test`).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/tables.js';

const WEB_DIR = fileURLToPath(new URL('../../../web/', import.meta.url));
export const OPENAPI_JSON_FILE = join(WEB_DIR, 'src/api/openapi.json');
export const SCHEMA_TYPES_FILE = join(WEB_DIR, 'src/api/schema.gen.ts');

type JsonObject = Record<string, unknown>;

/** The document as the running server serves it at /api/openapi.json. */
export async function buildOpenApiDocument(): Promise<JsonObject> {
  // Building the app registers routes and reads no rows, so no real database is opened: Kysely's
  // DummyDriver answers every query with nothing. (An in-memory PGlite took seconds to start here,
  // on every `npm test`: decision 019.) The document must never depend on data.
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDistDir: undefined };
  const app = await buildApp({ config, db });
  try {
    await app.ready();
    return app.swagger() as unknown as JsonObject;
  } finally {
    await app.close();
    await db.destroy();
  }
}

function sortedByKey(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Paths and components sorted by name, so the file does not change when features register in a
 * different order; everything else keeps its authored order (e.g. schema properties).
 */
export function serializeOpenApiDocument(document: JsonObject): string {
  const components = document.components as JsonObject | undefined;
  const stable: JsonObject = {
    ...document,
    paths: sortedByKey(document.paths ?? {}),
    ...(components === undefined
      ? {}
      : { components: { ...components, schemas: sortedByKey(components.schemas) } }),
  };
  return `${JSON.stringify(stable, null, 2)}\n`;
}

// openapi-typescript is a dependency of apps/web (it pins its own TypeScript 5), so it is resolved
// from there; only the two functions used here are typed.
interface OpenApiTypescript {
  default(schema: JsonObject, options?: object): Promise<unknown>;
  astToString(ast: unknown): string;
  COMMENT_HEADER: string;
}

export async function generateSchemaTypes(document: JsonObject): Promise<string> {
  const requireFromWeb = createRequire(join(WEB_DIR, 'package.json'));
  const packageDir = dirname(requireFromWeb.resolve('openapi-typescript/package.json'));
  const openapiTs = (await import(
    pathToFileURL(join(packageDir, 'dist/index.mjs')).href
  )) as OpenApiTypescript;
  // The same output as the package's CLI (`npm run generate:api -w apps/web`), header included.
  const ast = await openapiTs.default(structuredClone(document));
  return openapiTs.COMMENT_HEADER + openapiTs.astToString(ast);
}

async function readOrEmpty(file: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => '');
}

export interface ContractFiles {
  json: string;
  types: string;
}

/**
 * Writes both files, or with `check` compares them and returns the stale ones (paths as given).
 * Generating the types from the serialized JSON makes them follow exactly what is committed.
 */
export async function syncContract(check: boolean, files: ContractFiles): Promise<string[]> {
  const json = serializeOpenApiDocument(await buildOpenApiDocument());
  const types = await generateSchemaTypes(JSON.parse(json) as JsonObject);
  const wanted = [
    { file: files.json, content: json },
    { file: files.types, content: types },
  ];
  if (!check) {
    for (const { file, content } of wanted) await writeFile(file, content);
    return [];
  }
  const stale: string[] = [];
  for (const { file, content } of wanted) {
    if ((await readOrEmpty(file)) !== content) stale.push(file);
  }
  return stale;
}

async function main(check: boolean): Promise<number> {
  const root = join(WEB_DIR, '../..');
  const files = { json: OPENAPI_JSON_FILE, types: SCHEMA_TYPES_FILE };
  const stale = (await syncContract(check, files)).map((file) => relative(root, file));
  if (!check) {
    console.log(`wrote ${relative(root, files.json)} and ${relative(root, files.types)}`);
    return 0;
  }
  if (stale.length === 0) return 0;
  console.error(
    `The committed API contract is stale: ${stale.join(' and ')} ${stale.length === 1 ? 'differs' : 'differ'} from what the server's route schemas produce.\n` +
      'Run `npm run openapi` and commit the result.',
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
