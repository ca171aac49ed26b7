// fast-check arbitraries from the JSON Schemas of the OpenAPI document (issue 17 "Fuzzing from the OpenAPI
// document"): values that fit a schema, and hostile ones that break it in one place — wrong types, boundaries,
// huge values, unicode, nulls, missing and extra fields.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  examples?: unknown[];
};

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** Follows `$ref`s into the document's components (`#/components/schemas/Name`). */
export function resolverFor(document: { components?: { schemas?: Record<string, JsonSchema> } }): Resolve {
  const resolve: Resolve = (schema) => {
    if (schema.$ref === undefined) return schema;
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    const target = document.components?.schemas?.[name];
    if (target === undefined) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

const INT32_MAX = 2_147_483_647;

/** Ids the world has (small numbers): a valid id is more often one that exists than a random one. */
const knownId = fc.integer({ min: 1, max: 60 });

const hugeString = fc.constantFrom(
  'x'.repeat(100_000),
  '€'.repeat(20_000),
  `${'a'.repeat(5000)}@example.org`,
  '9'.repeat(400),
);

/** Text that trips writers and parsers: controls, NUL, lone surrogates, RTL, combining marks, markup. */
export const unicodeString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\r\nBEGIN:VEVENT',
    ']]>]]>',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Eevil',
    'e\u0301\u0301\u0301',
    '<script>alert(1)</script>',
    "'; DROP TABLE events; --",
    '%00%ff',
    '../../etc/passwd',
    '\u{1F600}\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}',
    ' ',
    '',
  ),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  unicodeString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function dateTimeArbitrary(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString());
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.format === 'date-time') return dateTimeArbitrary();
  if (schema.format === 'date') return dateTimeArbitrary().map((s) => s.slice(0, 10));
  if (schema.format === 'email') {
    return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254) && e.length >= minLength);
  }
  if (schema.pattern !== undefined) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
    } catch {
      // A pattern fast-check cannot invert (e.g. \p{L}): letters and digits fit most of them.
      return fc
        .stringMatching(/^[a-z0-9]+$/)
        .filter((s) => s.length >= Math.max(minLength, 1) && s.length <= maxLength);
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Values that fit `schema` (as far as fast-check can invert patterns and formats). */
export function validValue(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum !== undefined) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives !== undefined)
    return fc.oneof(...alternatives.map((a) => validValue(a, resolve, depth + 1)));
  if (s.allOf !== undefined && s.allOf.length > 0)
    return validValue(s.allOf[0] as JsonSchema, resolve, depth + 1);
  const types = typesOf(s);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValue({ ...s, type }, resolve, depth + 1)));
  switch (types[0]) {
    case 'integer': {
      const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
      const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
      const any = fc.integer({ min: Math.max(min, -INT32_MAX), max: Math.min(max, INT32_MAX) });
      return min >= 1 && max >= 60
        ? fc.oneof({ arbitrary: knownId, weight: 3 }, { arbitrary: any, weight: 1 })
        : any;
    }
    case 'number': {
      const min = s.minimum ?? s.exclusiveMinimum ?? -1e6;
      const max = s.maximum ?? s.exclusiveMaximum ?? 1e6;
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .filter(
          (n) =>
            (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum) &&
            (s.exclusiveMaximum === undefined || n < s.exclusiveMaximum),
        );
    }
    case 'string':
      return stringArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = s.items === undefined ? anyJson : validValue(s.items, resolve, depth + 1);
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 4, Math.max(minLength, 4));
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = s.properties ?? {};
      if (depth > 6 || Object.keys(properties).length === 0) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = validValue(property, resolve, depth + 1);
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    default:
      return anyJson;
  }
}

/** Values that break `schema` in one place, or stress it at its edges. */
export function hostileValue(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const common: fc.Arbitrary<unknown>[] = [fc.constant(null), anyJson, hugeString, unicodeString];
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? (s.anyOf ? 'anyOf' : undefined);
  switch (type) {
    case 'integer':
    case 'number': {
      const edges = [
        s.minimum,
        s.maximum,
        s.minimum === undefined ? undefined : s.minimum - 1,
        s.maximum === undefined ? undefined : s.maximum + 1,
        0,
        -1,
        0.5,
        INT32_MAX,
        INT32_MAX + 1,
        2 ** 53,
        -(2 ** 63),
        1e308,
        -1e308,
        Number.MIN_VALUE,
      ].filter((n): n is number => n !== undefined);
      return fc.oneof(
        fc.constantFrom(...edges),
        fc.constantFrom('12', '1e3', 'NaN', 'Infinity', '0x10', ''),
        ...common,
      );
    }
    case 'string':
      return fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constantFrom(
          '',
          ' ',
          'x'.repeat((s.maxLength ?? 100) + 1),
          '2026-02-30T25:61:00Z',
          'not-an-email@',
        ),
        ...common,
      );
    case 'array':
      return fc.oneof(
        fc.constant([]),
        fc.constant(Array.from({ length: 10_001 }, (_, i) => i + 1)),
        fc.array(anyJson, { maxLength: 5 }),
        s.items === undefined
          ? anyJson
          : fc.array(hostileValue(s.items, resolve, depth + 1), { minLength: 1, maxLength: 3 }),
        ...common,
      );
    case 'object': {
      const properties = s.properties ?? {};
      const names = Object.keys(properties);
      if (depth > 4 || names.length === 0) return fc.oneof(fc.constant({ unexpected: 1 }), ...common);
      const valid = validValue(s, resolve, depth) as fc.Arbitrary<Record<string, unknown>>;
      return fc.oneof(
        // One property replaced by a hostile value.
        fc.tuple(valid, fc.constantFrom(...names)).chain(([value, name]) =>
          hostileValue(properties[name] as JsonSchema, resolve, depth + 1).map((bad) => ({
            ...value,
            [name]: bad,
          })),
        ),
        // A required property missing.
        ...(s.required !== undefined && s.required.length > 0
          ? [
              fc.tuple(valid, fc.constantFrom(...s.required)).map(([value, name]) => {
                const { [name]: _dropped, ...rest } = value;
                return rest;
              }),
            ]
          : []),
        // An extra property.
        fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([value, name, extra]) => ({
          ...value,
          [name]: extra,
        })),
        fc.constant([]),
        ...common,
      );
    }
    default:
      return fc.oneof(...common);
  }
}

/** Mostly valid, sometimes hostile: most requests get past validation and reach the handlers. */
export function fuzzValue(schema: JsonSchema, resolve: Resolve, hostileWeight = 1): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValue(schema, resolve), weight: 3 },
    { arbitrary: hostileValue(schema, resolve), weight: hostileWeight },
  );
}
