// Issue 4 "Accounts": single-use, expiring tokens sent by mail (e-mail verification, password reset),
// and the moment a password last changed, before which no access token is accepted.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Access tokens are stateless JWTs; changing the password must still end every older session.
  await sql`ALTER TABLE users ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now()`.execute(db);

  // Only a SHA-256 digest is stored: a leaked table does not let anyone verify or reset an account.
  await sql`
    CREATE TABLE account_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX account_tokens_user_id_idx ON account_tokens (user_id, purpose)`.execute(db);
}
