// Remembers HTTP Basic credentials that checked out, so a script that sends them with every request costs
// one password hash every few minutes instead of one per request, and does not use up the login limits.
// Keyed by an HMAC under a key of this process: the memory holds no password.
import { createHmac, randomBytes } from 'node:crypto';

const LIFETIME_MS = 5 * 60_000;
const MAX_ENTRIES = 1000;

export interface VerifiedUser {
  userId: number;
  /** The user's password_changed_at when the password was checked: a later change makes the entry stale. */
  passwordChangedAt: number;
}

interface Entry extends VerifiedUser {
  expiresAt: number;
}

export class VerifiedBasicCredentials {
  readonly #key = randomBytes(32);
  readonly #entries = new Map<string, Entry>();

  #digest(login: string, password: string): string {
    // Logins compare without regard to case, as the database does (citext).
    return createHmac('sha256', this.#key)
      .update(login.trim().toLowerCase())
      .update('\0')
      .update(password)
      .digest('base64');
  }

  find(login: string, password: string, now = Date.now()): VerifiedUser | undefined {
    const digest = this.#digest(login, password);
    const entry = this.#entries.get(digest);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now) return entry;
    this.#entries.delete(digest);
    return undefined;
  }

  remember(login: string, password: string, user: VerifiedUser, now = Date.now()): void {
    // Oldest first out (a Map keeps insertion order), so the memory stays bounded.
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(this.#digest(login, password), { ...user, expiresAt: now + LIFETIME_MS });
  }

  forget(login: string, password: string): void {
    this.#entries.delete(this.#digest(login, password));
  }
}
