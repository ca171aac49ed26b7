// Issue 17 finding 7: logging out ends the access token on the server. Tokens stay stateless JWTs (decision
// 011); each carries the version of its user's sessions, and logout, a password change or a reset raises it,
// so every token issued before stops working. Tokens issued before this migration carry none: they count as
// version 0, the starting value, and keep working until one of those raises it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
}
