// Small TypeBox parts that many wire shapes (features/*/…schemas.ts) are made of, each with its description.
import { Type } from 'typebox';

/** A database id: a PostgreSQL integer from 1. */
export const DatabaseId = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });
export const NullableString = (description: string) =>
  Type.Union([Type.String(), Type.Null()], { description });
/** An instant as ISO 8601 text. */
export const DateTimeString = (description: string) => Type.String({ format: 'date-time', description });
