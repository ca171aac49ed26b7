// Response serialisation: Fastify's own fast-json-stringify compiler, given each response schema with its
// nullable fields and literal unions written as type lists and enums.
//
// TypeBox writes `T | null` and `'a' | 'b'` as `anyOf`. For every `anyOf` value it writes, fast-json-stringify
// runs Ajv to find the branch the value takes: 13 times per event of a search page (7 nullable fields, the
// status, 5 per location), a large share of serialising a page (decision 012 has the figures). A type list lets
// it branch on the value's JavaScript type instead, and writes the same JSON.
//
// Only serialisation sees the rewritten schemas: validation, the OpenAPI document and the generated client
// types keep the schemas as declared.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Schema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A branch that is one scalar type and nothing that needs a choice of its own. */
const isPlainScalar = (branch: Schema) =>
  typeof branch.type === 'string' &&
  SCALAR_TYPES.has(branch.type) &&
  !('anyOf' in branch) &&
  !('const' in branch);

const isNull = (branch: Schema) => branch.type === 'null' && Object.keys(branch).length === 1;

/** `'a' | 'b'`: string literals only. */
const stringConstants = (branches: Schema[]) =>
  branches.every((branch) => branch.type === 'string' && typeof branch.const === 'string')
    ? branches.map((branch) => branch.const as string)
    : undefined;

/**
 * The schema with `anyOf [scalar, null]` as `type: [scalar, 'null']` and `anyOf` of string literals as an enum,
 * at any depth; every other keyword as it was. Serialises every valid value to the same JSON.
 */
export function withTypeLists(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTypeLists);
  if (!isSchema(schema)) return schema;
  const rewritten: Schema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'const' || key === 'enum' ? value : withTypeLists(value),
    ]),
  );
  const { anyOf, ...rest } = rewritten;
  if (!Array.isArray(anyOf) || !anyOf.every(isSchema)) return rewritten;
  const [first, second] = anyOf;
  if (anyOf.length === 2 && first && second && isPlainScalar(first) && isNull(second)) {
    return { ...rest, ...first, type: [first.type, 'null'] };
  }
  const constants = stringConstants(anyOf);
  if (constants) return { ...rest, type: 'string', enum: constants };
  return rewritten;
}

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const buildResponseSerializer: ReturnType<typeof SerializerSelector> = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => compile({ ...route, schema: withTypeLists(route.schema) });
};
