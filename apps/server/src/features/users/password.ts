// Password hashing with argon2id (DESIGN §3: @node-rs/argon2, OWASP's minimum parameters by default).
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random string: checking an unknown login costs as much as a known one, so answer
// times do not tell which usernames exist.
const decoyHash = hash(crypto.randomUUID());

export async function spendPasswordCheckTime(password: string): Promise<void> {
  await isPasswordCorrect(await decoyHash, password);
}
