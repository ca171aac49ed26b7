import fc from 'fast-check';
import fastJsonStringify from 'fast-json-stringify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { EventListSchema } from '../features/events/events.schemas.js';
import { withTypeLists } from './response-serializer.js';

const nullableText = fc.option(fc.string({ unit: 'binary' }), { nil: null });
const isoText = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const id = fc.integer({ min: 1, max: 2_147_483_647 });
const location = fc.record(
  {
    geography: fc.record({
      type: fc.constant('Point' as const),
      coordinates: fc.tuple(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
      ),
    }),
    country: nullableText,
    city: nullableText,
    zip_code: nullableText,
    street: nullableText,
    house_number: nullableText,
  },
  { requiredKeys: ['geography'] },
);
/** Any value EventSchema allows, including the nulls, missing optional fields and escapes the rewrite concerns. */
const event = fc.record({
  id,
  name: fc.string({ unit: 'binary' }),
  description: fc.string({ unit: 'binary' }),
  short_description: nullableText,
  url: nullableText,
  event_type_id: id,
  topic_ids: fc.array(id, { maxLength: 4 }),
  locations: fc.array(location, { maxLength: 3 }),
  raw_location: nullableText,
  start_time: isoText,
  end_time: fc.option(isoText, { nil: null }),
  raw_participants: nullableText,
  raw_organiser: nullableText,
  organising_source_id: fc.option(id, { nil: null }),
  status: fc.constantFrom('scheduled' as const, 'cancelled' as const),
  create_time: isoText,
  updated_at: isoText,
  also_published_as: fc.array(
    fc.record({ event_id: id, organising_source_id: fc.option(id, { nil: null }) }),
    { maxLength: 2 },
  ),
});

describe('withTypeLists', () => {
  it('writes a nullable scalar as a type list and keeps its other keywords', () => {
    const schema = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'End.' });
    expect(withTypeLists(schema)).toEqual({
      type: ['string', 'null'],
      format: 'date-time',
      description: 'End.',
    });
  });

  it('writes a union of string literals as an enum', () => {
    const schema = Type.Union([Type.Literal('scheduled'), Type.Literal('cancelled')], {
      description: 'Status.',
    });
    expect(withTypeLists(schema)).toEqual({
      type: 'string',
      enum: ['scheduled', 'cancelled'],
      description: 'Status.',
    });
  });

  it('rewrites at any depth and leaves every other union as it was', () => {
    const other = Type.Union([Type.String(), Type.Integer()]);
    const nullableObject = Type.Union([Type.Object({ a: Type.String() }), Type.Null()]);
    const schema = Type.Object({
      list: Type.Array(Type.Object({ when: Type.Union([Type.Integer(), Type.Null()]) })),
      other,
      nullableObject,
    });
    const rewritten = withTypeLists(schema) as { properties: Record<string, unknown> };
    expect(rewritten.properties.list).toMatchObject({
      items: { properties: { when: { type: ['integer', 'null'] } } },
    });
    expect(rewritten.properties.other).toEqual(JSON.parse(JSON.stringify(other)));
    expect(rewritten.properties.nullableObject).toEqual(JSON.parse(JSON.stringify(nullableObject)));
  });

  it('leaves the schema it is given untouched', () => {
    const schema = Type.Object({ url: Type.Union([Type.String(), Type.Null()]) });
    const before = JSON.stringify(schema);
    withTypeLists(schema);
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('serialises any page of events to the same JSON as the schema as declared', () => {
    const declared = fastJsonStringify(EventListSchema);
    const rewritten = fastJsonStringify(withTypeLists(EventListSchema) as typeof EventListSchema);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 5 }), (page) => {
        const json = rewritten(page);
        expect(json).toBe(declared(page));
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(page)));
      }),
      { numRuns: 300 },
    );
  });
});
