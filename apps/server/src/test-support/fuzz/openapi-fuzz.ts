// Fuzzing from the OpenAPI document (issue 17): for every operation and every role (anonymous, user, source
// admin, platform admin), requests built by fast-check from the operation's own schemas, mostly valid and
// partly hostile, sent over real HTTP to a real server on a real database. Each answer is checked: no 5xx, its
// status documented for the operation, its JSON body valid against the documented schema, and — for every
// rejected request (4xx) — no row of any table written (row triggers count every insert, update and delete).
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertUser } from '../../features/users/users.repository.js';
import { bearerFor } from '../test-users.js';
import {
  fuzzValue,
  type JsonSchema,
  type Resolve,
  resolverFor,
  unicodeString,
} from './schema-arbitraries.js';

export const ROLES = ['anonymous', 'user', 'sourceAdmin', 'platformAdmin'] as const;
export type Role = (typeof ROLES)[number];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  id: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        operationId?: string;
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, MediaType> };
        responses?: Operation['responses'];
      };
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        id: `${method.toUpperCase()} ${path}`,
        parameters: op.parameters ?? [],
        body:
          contentType === undefined
            ? undefined
            : { contentType, schema: media?.schema ?? {}, required: op.requestBody?.required ?? false },
        responses: op.responses ?? {},
      });
    }
  }
  return operations;
}

export interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  contentType?: string;
  body?: string | FormData;
  /** For the report: what the body was built from. */
  bodyKind: 'none' | 'json' | 'malformed' | 'form' | 'multipart';
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==',
  'base64',
);

/** Every byte but letters and digits percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** A path value: mostly an id the world has, sometimes anything that can stand in a path segment. */
function pathValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fuzzValue(schema, resolve, 0).map(String), weight: 4 },
      {
        arbitrary: fc.oneof(
          fc.constantFrom('0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '\u0000', '/', 'null', ' '),
          unicodeString.filter((s) => s.length > 0),
        ),
        weight: 1,
      },
    )
    .filter((s) => s !== '' && !/^[./]+$/.test(s));
}

function queryEntries(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  return [typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}

function bodyArbitrary(
  op: Operation,
  resolve: Resolve,
): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'body' | 'bodyKind'>> {
  const none = fc.constant({ bodyKind: 'none' as const });
  const body = op.body;
  // fetch refuses a body on GET and HEAD, as browsers do.
  if (op.method === 'GET' || op.method === 'HEAD') return none;
  if (body === undefined) {
    // Bodies where none belongs: they must be ignored or refused, never crash.
    return fc.oneof(
      { arbitrary: none, weight: 8 },
      {
        arbitrary: fc.constant({
          bodyKind: 'json' as const,
          contentType: 'application/json',
          body: '{"x":1}',
        }),
        weight: 1,
      },
    );
  }
  if (body.contentType === 'multipart/form-data') {
    return fc
      .oneof(fc.constant('png'), fc.constant('nofile'), fc.uint8Array({ maxLength: 300 }))
      .map((kind) => {
        const form = new FormData();
        if (kind === 'png')
          form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'logo.png');
        else if (kind instanceof Uint8Array)
          form.append('file', new Blob([new Uint8Array(kind)]), 'data.bin');
        else form.append('note', 'no file here');
        return { bodyKind: 'multipart' as const, body: form };
      });
  }
  const value = fuzzValue(body.schema, resolve);
  if (body.contentType === 'application/x-www-form-urlencoded') {
    return value.map((v) => {
      const form = new URLSearchParams();
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
        for (const [k, item] of Object.entries(v))
          for (const entry of queryEntries(item)) form.append(k, entry);
      }
      return { bodyKind: 'form' as const, contentType: body.contentType, body: form.toString() };
    });
  }
  return fc.oneof(
    {
      arbitrary: value.map((v) => ({
        bodyKind: 'json' as const,
        contentType: 'application/json',
        body: JSON.stringify(v) ?? 'null',
      })),
      weight: 12,
    },
    {
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          'nul',
          '[1,2',
          '\u0000',
          '{"__proto__":{"admin":true}}',
          '"text"',
          '1e400',
        )
        .map((text) => ({ bodyKind: 'malformed' as const, contentType: 'application/json', body: text })),
      weight: 1,
    },
    { arbitrary: none, weight: 1 },
  );
}

/** One request to `op`, by any role, its parameters and body built from the operation's schemas. */
export function requestArbitrary(
  op: Operation,
  resolve: Resolve,
  baseUrl: string,
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = op.parameters.filter((p) => p.in === 'path');
  const queryParameters = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((p) => pathValue(p.schema, resolve)))
    .map((values) =>
      pathParameters.reduce(
        (url, p, i) => url.replace(`{${p.name}}`, percentEncoded(values[i] ?? '')),
        op.path,
      ),
    );
  const query = fc
    .tuple(
      ...queryParameters.map((p) =>
        p.required
          ? fuzzValue(p.schema, resolve)
          : fc.option(fuzzValue(p.schema, resolve), { nil: undefined, freq: 2 }),
      ),
      fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), unicodeString), {
        nil: undefined,
        freq: 6,
      }),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((p, i) => {
        for (const entry of queryEntries(values[i])) search.append(p.name, entry);
      });
      const extra = values[queryParameters.length] as [string, string] | undefined;
      if (extra !== undefined) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text === '' ? '' : `?${text}`;
    });
  return fc
    .record({ role: fc.constantFrom(...ROLES), path, query, body: bodyArbitrary(op, resolve) })
    .map(({ role, path: p, query: q, body }) => ({
      role,
      method: op.method,
      url: `${baseUrl}${p}${q}`,
      ...body,
    }));
}

export interface Callers {
  headersOf(role: Role): Record<string, string>;
  /** New accounts for the roles: a request may have logged one out, deleted it or taken its rights. */
  refresh(): Promise<void>;
}

/** One account per role; the source admin administers `sourceId`. Tokens only: no password is needed. */
export async function fuzzCallers(
  db: Db,
  config: Parameters<typeof bearerFor>[0],
  sourceIdOf: () => Promise<number>,
): Promise<Callers> {
  let counter = 0;
  const headers = new Map<Role, Record<string, string>>();
  const account = async (role: Role) => {
    counter += 1;
    const name = `fuzz_${role}_${counter}`;
    const user = await insertUser(db, {
      username: name,
      email: `${name}@example.org`,
      password_hash: 'not a hash: these accounts use tokens only',
      admin: role === 'platformAdmin',
      verified: true,
    });
    if (role === 'sourceAdmin') {
      await db
        .insertInto('source_admins')
        .values({ source_id: await sourceIdOf(), user_id: user.id })
        .execute();
    }
    headers.set(role, { authorization: await bearerFor(config, user.id) });
  };
  const refresh = async () => {
    for (const role of ROLES) if (role !== 'anonymous') await account(role);
  };
  await refresh();
  return { headersOf: (role) => headers.get(role) ?? {}, refresh };
}

/** Row triggers on every table count each insert, update and delete into fuzz_writes (the test database only). */
export async function watchWrites(db: Db): Promise<() => Promise<Map<string, number>>> {
  await sql`CREATE TABLE IF NOT EXISTS fuzz_writes (table_name text PRIMARY KEY, n bigint NOT NULL)`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET n = fuzz_writes.n + 1;
      RETURN NULL;
    END $$`.execute(db);
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('fuzz_writes', 'kysely_migration', 'kysely_migration_lock')`.execute(db);
  for (const { table_name } of rows) {
    await sql`DROP TRIGGER IF EXISTS fuzz_count_write ON ${sql.table(table_name)}`.execute(db);
    await sql`
      CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table_name)}
      FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`.execute(db);
  }
  return async () => {
    const { rows: counts } = await sql<{
      table_name: string;
      n: string;
    }>`SELECT table_name, n FROM fuzz_writes`.execute(db);
    return new Map(counts.map((r) => [r.table_name, Number(r.n)]));
  };
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => (before.get(table) ?? 0) !== n).map(([table]) => table);
}

/** Inlines `$ref`s so Ajv compiles each response schema on its own. */
function dereferenced(schema: unknown, resolve: Resolve, depth = 0): unknown {
  if (depth > 30 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => dereferenced(s, resolve, depth + 1));
  const resolved = resolve(schema as JsonSchema) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(resolved).map(([k, v]) => [k, dereferenced(v, resolve, depth + 1)]),
  );
}

export interface Problem {
  operation: string;
  request: string;
  status: number;
  problem: string;
}

export interface FuzzFigures {
  requests: number;
  byStatus: Record<string, number>;
  operations: number;
  problems: Problem[];
  /** Distinct (operation, problem) pairs, the first request of each. */
  distinctProblems: Problem[];
  milliseconds: number;
  /** Requests whose URL was longer than Node's header limit: 431 from the HTTP parser, the app never saw them. */
  refusedByHttpParser: number;
}

export interface FuzzOptions {
  baseUrl: string;
  db: Db;
  document: OpenApiDocument;
  callers: Callers;
  /** How many requests in all, spread evenly over the operations. */
  requests: number;
  seed: number;
  /** Called now and then with the number of requests sent. */
  progress?: (sent: number) => void;
}

function describeRequest(request: FuzzRequest): string {
  const body =
    typeof request.body === 'string'
      ? ` ${request.bodyKind} ${request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body}`
      : request.bodyKind === 'multipart'
        ? ' multipart'
        : '';
  const url = request.url.length > 400 ? `${request.url.slice(0, 400)}…` : request.url;
  return `${request.role} ${request.method} ${url}${body}`;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzFigures> {
  const started = Date.now();
  const resolve = resolverFor(options.document);
  const operations = operationsOf(options.document).filter(
    (op) => op.path.startsWith('/v1/') || op.path.startsWith('/api/'),
  );
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 (tuples as prefixItems).
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: JsonSchema) => {
    let validate = validators.get(key);
    if (validate === undefined) {
      validate = ajv.compile(dereferenced(schema, resolve) as object);
      validators.set(key, validate);
    }
    return validate;
  };
  const readWrites = await watchWrites(options.db);
  const figures: FuzzFigures = {
    requests: 0,
    byStatus: {},
    operations: operations.length,
    problems: [],
    distinctProblems: [],
    milliseconds: 0,
    refusedByHttpParser: 0,
  };
  const seen = new Set<string>();
  const report = (problem: Problem) => {
    figures.problems.push(problem);
    const key = `${problem.operation} ${problem.problem.replace(/\d+/g, 'N').slice(0, 120)}`;
    if (!seen.has(key)) {
      seen.add(key);
      figures.distinctProblems.push(problem);
    }
  };
  const perOperation = Math.max(1, Math.ceil(options.requests / operations.length));
  let writes = await readWrites();
  for (const [index, op] of operations.entries()) {
    const samples = fc.sample(requestArbitrary(op, resolve, options.baseUrl), {
      numRuns: perOperation,
      seed: options.seed + index,
    });
    for (const request of samples) {
      const headers: Record<string, string> = { ...options.callers.headersOf(request.role) };
      if (request.contentType !== undefined) headers['content-type'] = request.contentType;
      const described = () => describeRequest(request);
      let response: Response;
      let text: string;
      try {
        response = await fetch(request.url, {
          method: request.method,
          headers,
          body: request.body,
          signal: AbortSignal.timeout(30_000),
        });
        text = await response.text();
      } catch (error) {
        report({
          operation: op.id,
          request: described(),
          status: 0,
          problem: `no answer: ${(error as Error).message}`,
        });
        figures.requests += 1;
        continue;
      }
      figures.requests += 1;
      const status = response.status;
      figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
      const problem = (message: string) =>
        report({ operation: op.id, request: described(), status, problem: message });
      // Node's HTTP parser refuses a request line over its 16 KiB header limit before the app sees it.
      if (status === 431 && request.url.length > 8000) {
        figures.refusedByHttpParser += 1;
        writes = await readWrites();
        continue;
      }
      if (status >= 500) problem(`answered ${status}: ${text.slice(0, 300)}`);
      const documented =
        op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
      if (documented === undefined) problem(`status ${status} is not documented: ${text.slice(0, 200)}`);
      const contentType = response.headers.get('content-type') ?? '';
      const jsonSchema = documented?.content?.['application/json']?.schema;
      if (documented !== undefined && jsonSchema !== undefined && status !== 204) {
        if (!contentType.startsWith('application/json'))
          problem(`answered ${contentType || 'no content type'}, documented JSON`);
        else {
          const validate = validatorOf(`${op.id} ${status}`, jsonSchema);
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          if (body === undefined || !validate(body)) {
            problem(
              `body does not match the ${status} schema: ${ajv.errorsText(validate.errors)}: ${text.slice(0, 200)}`,
            );
          }
        }
      }
      const after = await readWrites();
      const changed = changedTables(writes, after);
      writes = after;
      if (status >= 400 && changed.length > 0)
        problem(`rejected with ${status} but wrote to ${changed.join(', ')}`);
      // A request may have logged a role out, deleted its account or taken its rights: new accounts then.
      if (status < 300 && request.method !== 'GET' && /^\/v1\/user\/|remove_admin/.test(op.path)) {
        await options.callers.refresh();
        writes = await readWrites();
      }
      if (figures.requests % 1000 === 0) options.progress?.(figures.requests);
    }
  }
  figures.milliseconds = Date.now() - started;
  return figures;
}
