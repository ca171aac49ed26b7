// The wire shapes of the error contract (http/errors.ts), for route `response` schemas and the OpenAPI document.
import { type TSchema, Type } from 'typebox';

/** 422: one entry per problem, e.g. {loc: ['query', 'limit'], msg: '…', type: 'less_than_equal'}. */
export const ValidationErrorSchema = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
      }),
    ),
  },
  { description: 'Validation Error: one entry per problem, located by `loc`.' },
);

/** Every other error status: `{detail: string}`. Pass the response's description, e.g. 'Not Found'. */
export function errorDetailSchema(description: string): TSchema {
  return Type.Object({ detail: Type.String() }, { description });
}
