// Access tokens (spec §7 get_token / refresh_token): HS256 JWTs carrying the user id and exp.
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: number;
  /** users.token_version when the token was issued (migration 022); 0 for tokens issued before it. */
  tokenVersion: number;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export interface AccessTokenIssuer {
  issue(
    userId: number,
    tokenVersion: number,
  ): Promise<{ access_token: string; token_type: 'bearer'; expires_at: number }>;
  /** undefined for every token that is not ours, tampered, of another algorithm or expired. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
}

export function accessTokenIssuer(secret: string, lifetimeMinutes: number): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, tokenVersion) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + lifetimeMinutes * 60;
      const token = await new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { access_token: token, token_type: 'bearer', expires_at: expiresAt };
    },
    async verify(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and key-confusion tokens.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return undefined;
        const tokenVersion = payload.ver ?? 0;
        if (typeof tokenVersion !== 'number' || !Number.isSafeInteger(tokenVersion)) return undefined;
        return { userId, tokenVersion, issuedAt: payload.iat as number, expiresAt: payload.exp as number };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
