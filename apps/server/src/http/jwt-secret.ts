// The access-token signing secret: configured, or in the embedded default generated once per data folder.
// loadConfig has checked a configured one, and that one is configured with DATABASE_URL (config.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Config, MIN_JWT_SECRET_LENGTH } from '../config.js';

export function jwtSecretFile(dataDir: string): string {
  return join(dataDir, 'jwt-secret');
}

export async function resolveJwtSecret(config: Pick<Config, 'auth' | 'dataDir'>): Promise<string> {
  const configured = config.auth.jwtSecret;
  if (configured !== undefined) return configured;
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
