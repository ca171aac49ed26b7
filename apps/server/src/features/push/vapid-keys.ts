// The VAPID key pair that signs every Web Push (RFC 8292; issue 14 "Web Push for alerts"): configured, or
// in the embedded default generated once per data folder, like the access-token secret (http/jwt-secret.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';
import { ConfigError } from '../../config.js';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services may use (RFC 8292 §2.1). */
  subject: string;
}

export interface VapidSettings {
  publicKey?: string;
  privateKey?: string;
  subject: string;
  /** Several server copies (PostgreSQL) must share one key pair: without configured keys, push stays off. */
  databaseUrl?: string;
  dataDir: string;
}

export function vapidKeysFile(dataDir: string): string {
  return join(dataDir, 'vapid-keys.json');
}

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  const pair = value as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof pair?.publicKey === 'string' && typeof pair.privateKey === 'string';
}

/** The key pair, or undefined when Web Push is off (several copies on PostgreSQL, none configured). */
export async function resolveVapidKeys(settings: VapidSettings): Promise<VapidKeys | undefined> {
  const { publicKey, privateKey, subject } = settings;
  if (publicKey !== undefined || privateKey !== undefined) {
    if (publicKey === undefined || privateKey === undefined) {
      throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together']);
    }
    return { publicKey, privateKey, subject };
  }
  // A key generated per copy would differ between copies, and a device subscribed through one copy could
  // not be pushed to by another: configure VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
  // (`npx web-push generate-vapid-keys`) to turn Web Push on.
  if (settings.databaseUrl !== undefined) return undefined;
  const file = vapidKeysFile(settings.dataDir);
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isKeyPair(stored)) return { ...stored, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = webPush.generateVAPIDKeys();
  await mkdir(settings.dataDir, { recursive: true });
  // 0600: whoever holds the private key can push to every subscribed device.
  await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: 0o600 });
  return { ...generated, subject };
}
