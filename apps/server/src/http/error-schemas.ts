// The wire shapes of the error contract (http/errors.ts), for route `response` schemas and the OpenAPI document.
import { type TSchema, Type } from 'typebox';

const ISSUE_FIELDS = {
  loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
  msg: Type.String(),
  type: Type.String(),
};

/** 422: one entry per problem, e.g. {loc: ['query', 'limit'], msg: '…', type: 'less_than_equal'}. */
export const ValidationErrorSchema = Type.Object(
  { detail: Type.Array(Type.Object(ISSUE_FIELDS)) },
  { description: 'Validation Error: one entry per problem, located by `loc`.' },
);

/**
 * The 422 of a route whose issues carry `ctx` (pydantic's name): the values a client needs to word an issue of
 * the route's own types in its language, where `msg` is English. The route's answer keeps `ctx` only through this
 * schema (the serializer drops what a response schema does not name).
 */
export function validationErrorSchemaWith(ctx: TSchema, description: string) {
  return Type.Object(
    { detail: Type.Array(Type.Object({ ...ISSUE_FIELDS, ctx: Type.Optional(ctx) })) },
    { description },
  );
}

/**
 * Every other error status, and the confirmations that are one message: `{detail: string}`. Pass the response's
 * description, e.g. 'Not Found: no user has this id.', and an example of the message where it is always the same.
 */
export function detailSchema(description: string, example?: string) {
  return Type.Object(
    { detail: Type.String(example === undefined ? {} : { examples: [example] }) },
    { description },
  );
}
