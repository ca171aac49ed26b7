// The wire shapes of the error contract (http/errors.ts), for route `response` schemas and the OpenAPI document.
import { Type } from 'typebox';

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
