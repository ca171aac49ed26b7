// The access-token signing secret: configured, or in the embedded default generated once per data folder.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Config, ConfigError } from '../config.js';

/** HS256 keys shorter than the hash output weaken it (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_LENGTH = 32;

export function jwtSecretFile(dataDir: string): string {
  return join(dataDir, 'jwt-secret');
}

/**
 * With DATABASE_URL set the server may run as several copies, which must share one secret, so it must
 * be configured; a generated one would differ per copy and log users out at random.
 */
export async function resolveJwtSecret(
  config: Pick<Config, 'auth' | 'databaseUrl' | 'dataDir'>,
): Promise<string> {
  const configured = config.auth.jwtSecret;
  if (configured !== undefined) {
    if (configured.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError([`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`]);
    }
    return configured;
  }
  if (config.databaseUrl !== undefined) {
    throw new ConfigError([
      `JWT_SECRET must be set (at least ${MIN_JWT_SECRET_LENGTH} random characters) when DATABASE_URL is set`,
    ]);
  }
  const file = jwtSecretFile(config.dataDir);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= MIN_JWT_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  // 0600: the secret signs every session; other local users must not read it.
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
