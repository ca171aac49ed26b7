// Request validators and response serialisers, each compiled once per process (decision 041). A compiled
// function depends only on its schema and the compiler's options; routes share schemas (a source, an event), and
// the server tests build an app for every test file and engine in one process, where compiling every route's
// schemas again was the largest part of starting an app.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { buildResponseSerializer } from './response-serializer.js';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

// Fastify's own validator builder, kept for the process: it pools one Ajv per set of shared schemas and options,
// and Ajv keeps each schema object's compiled validator. Trap: given a builder of its own, Fastify hands a
// `headers` schema over as written instead of lower-casing its names (no route has one; Node's header names are
// lower case).
const buildValidator = AjvCompiler();

const serializerPools = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildResponseSerializer(externalSchemas, options);
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  const pool = serializerPools.get(key) ?? new WeakMap<object, Serializer>();
  serializerPools.set(key, pool);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const cached = pool.get(schema);
    if (cached) return cached;
    const serializer = compile(route);
    pool.set(schema, serializer);
    return serializer;
  };
};

/** For Fastify's `schemaController.compilersFactory`. */
export const sharedCompilers = { buildValidator, buildSerializer };
