// Unsigned JWT look-alikes for tests: the app reads only the payload's exp.
export function testToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** A token issued at `nowMs` that expires `minutes` later. */
export function tokenExpiringIn(minutes: number, nowMs = Date.now()): string {
  const issuedAt = Math.floor(nowMs / 1000);
  return testToken({ sub: '7', iat: issuedAt, exp: issuedAt + minutes * 60 });
}
