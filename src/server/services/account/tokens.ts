import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { SESSION_LIFETIME_MS } from '../../../shared/constants';

export const TOKEN_ISSUER = 'consultancy-portal';
export const TOKEN_AUDIENCE = 'consultancy-portal-web';

export interface TokenClaims {
  sub: string;
  role: number;
  jti: string;
  exp: number;
  iat: number;
  /** The user's token version at issue; a token from before the last reset has a lower one. */
  ver: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  /** Milliseconds since the epoch, equal to the exp claim. */
  expiresAt: number;
}

export function issueToken(
  secret: string,
  userId: number,
  role: number,
  now: number,
  version = 0,
): IssuedToken {
  const jti = randomUUID();
  // Signer per call: the clock is injectable, and fast-jwt fixes clockTimestamp at creation.
  const sign = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: SESSION_LIFETIME_MS,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    sub: String(userId),
    jti,
    clockTimestamp: now,
  });
  const token = sign({ role, ver: version });
  const exp = Math.floor((now + SESSION_LIFETIME_MS) / 1000);
  return { token, jti, expiresAt: exp * 1000 };
}

type Verifier = (token: string) => unknown;

/** Tokens whose signature a verifier has checked, per secret: a signed-in user sends the same one. */
export const VERIFIED_TOKENS_KEPT = 1024;

/**
 * A verifier that remembers the claims of the tokens it has found valid, least recently used out
 * beyond `VERIFIED_TOKENS_KEPT`: the signature and the claims' shape are a matter of the token and the
 * secret alone, and checking them (an HMAC and two JSON decodes) was a tenth of a signed-in read's
 * time (docs/performance.md#api). Only valid tokens are kept, so tokens nobody signed cannot fill it;
 * the dates, revocation and the user are still checked on every request.
 */
function remembering(verify: Verifier): Verifier {
  const verified = new Map<string, unknown>();
  return (token) => {
    let claims = verified.get(token);
    if (claims !== undefined) {
      verified.delete(token);
    } else {
      claims = verify(token);
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, claims);
    return claims;
  };
}

/**
 * One verifier per secret, made once: making one per request cost as much as the rest of the check
 * (decision 022). fast-jwt fixes its clock when a verifier is made and the clock is injectable, so
 * the verifier leaves the dates out and `readToken` checks them against the clock of the call,
 * as fast-jwt does (without tolerance).
 */
const verifiers = new Map<string, Verifier>();

function verifierFor(secret: string): Verifier {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = remembering(
      createVerifier({
        key: secret,
        algorithms: ['HS256'],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
        ignoreExpiration: true,
        ignoreNotBefore: true,
      }) as Verifier,
    );
    // A server has one secret; tests make a few.
    if (verifiers.size >= 16) verifiers.clear();
    verifiers.set(secret, verify);
  }
  return verify;
}

/** Whether a date claim (seconds) is absent or a number that lets the token through at `now`. */
const dateClaim = (value: unknown, valid: (ms: number) => boolean, required: boolean): boolean =>
  value === undefined ? !required : typeof value === 'number' && valid(value * 1000);

/** Signature, algorithm, exp, iss and aud; null for anything invalid. Revocation is checked by the caller. */
export function readToken(secret: string, token: string, now: number): TokenClaims | null {
  try {
    const claims = verifierFor(secret)(token) as Partial<TokenClaims> & { nbf?: unknown };
    if (!dateClaim(claims.exp, (exp) => now <= exp, true)) return null;
    if (!dateClaim(claims.nbf, (nbf) => now >= nbf, false)) return null;
    if (typeof claims.jti !== 'string' || !/^[1-9][0-9]*$/.test(String(claims.sub))) return null;
    // Tokens from before versions existed count as version 0, the version every user started at.
    const ver = claims.ver ?? 0;
    if (!Number.isInteger(ver) || ver < 0) return null;
    return { ...claims, ver } as TokenClaims;
  } catch {
    return null;
  }
}
