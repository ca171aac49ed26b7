// A local stand-in for a browser vendor's push service (issue 14): an HTTPS endpoint on loopback that
// records each push, decrypts its payload with the subscription's own keys (RFC 8291, aes128gcm) and reads
// its VAPID header (RFC 8292), so a test checks what a device would show without any real push service.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushSubscription } from '../features/push/push-sender.js';

// A self-signed certificate for 127.0.0.1, valid for a hundred years; used only by these tests.
export const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUMJfgA2E57qJss4tKuBHBoVpPRrUwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjAyMTY1NloYDzIxMjYxMTAy
MDIxNjU2WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATOrXpXuWqR4HGLaWg8L26dZgNwAV7jPHw9LVYFhinmLfIQDwJ0i/3A
ugCwpuu01SoevDfcUNjaiuNuwvO0Vht7o2QwYjAdBgNVHQ4EFgQUCpWB/fqnR+HN
UtMu4Z4S/Ev9lcEwHwYDVR0jBBgwFoAUCpWB/fqnR+HNUtMu4Z4S/Ev9lcEwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQCj+ZefnUyM9IJtxHUpRV2gGJPNXfDlOZqSQew+GlWZvgIhAKHemfFE/J8CRmno
ca3K8eQH9Rdu8tBUktr5C5NrICgz
-----END CERTIFICATE-----`;
export const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgeNDP0NCvAhPXpteY
/jIiOcAjshc5RGZIrOJerZTmfYGhRANCAATOrXpXuWqR4HGLaWg8L26dZgNwAV7j
PHw9LVYFhinmLfIQDwJ0i/3AugCwpuu01SoevDfcUNjaiuNuwvO0Vht7
-----END PRIVATE KEY-----`;

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, as text. */
  payload: string;
  /** The `t=` (JWT) and `k=` (public key) parts of `Authorization: vapid …`. */
  vapid: { token: string; publicKey: string };
}

export interface PushEndpoint {
  /** A subscription whose keys this endpoint holds, for the given path ('/send/<id>'). */
  subscribe(path?: string): PushSubscription;
  /** What the next pushes are answered with (default 201). */
  answerWith(status: number): void;
  /** Leave the next push without an answer (a push service that hangs). */
  hangNext(): void;
  received: ReceivedPush[];
  /** An agent that trusts this endpoint's certificate, for the sender. */
  agent: Agent;
  close(): Promise<void>;
}

interface DeviceKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/** RFC 8291 §3.4 and RFC 8188: the aes128gcm record a push carries, decrypted with the device's keys. */
export function decryptPush(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const delimiter = padded.lastIndexOf(2);
  return padded.subarray(0, delimiter).toString('utf8');
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const devices = new Map<string, DeviceKeys>();
  const received: ReceivedPush[] = [];
  let status = 201;
  let hang = false;
  const server: Server = createServer({ cert: TEST_CERT, key: TEST_KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (hang) {
        hang = false;
        return;
      }
      const device = devices.get(request.url ?? '');
      const authorization = String(request.headers.authorization ?? '');
      const token = /t=([^,\s]+)/.exec(authorization)?.[1] ?? '';
      const publicKey = /k=([^,\s]+)/.exec(authorization)?.[1] ?? '';
      if (device) {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          payload: decryptPush(Buffer.concat(chunks), device),
          vapid: { token, publicKey },
        });
      }
      response.writeHead(device ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: TEST_CERT });
  return {
    subscribe(path = `/send/${randomBytes(6).toString('hex')}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(path, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerWith(next) {
      status = next;
    },
    hangNext() {
      hang = true;
    },
    received,
    agent,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
