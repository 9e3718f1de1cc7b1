import { createLocalJWKSet, jwtVerify, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { parseServicePublicKeys, SERVICE_KEY_ALGORITHM } from './service-keys.js';

const SERVICE_TOKEN_TTL = '60s';

/** The public keys of the services that may call this one, each found by the caller name a token carries as `kid`. */
export type ServiceCallerKeys = JWTVerifyGetKey;

/** SERVICE_PUBLIC_JWKS as the key set tokens are verified against. */
export function serviceCallerKeys(publicJwksJson: string): ServiceCallerKeys {
  const byService = parseServicePublicKeys(publicJwksJson);
  return createLocalJWKSet({
    keys: Object.entries(byService).map(([name, jwk]) => ({ ...jwk, kid: name, alg: SERVICE_KEY_ALGORITHM, use: 'sig' })),
  });
}

/** A short-lived credential one service shows another on its /internal routes, signed with the caller's own key. */
export async function signServiceToken(signingKey: CryptoKey, caller: string, callee: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: SERVICE_KEY_ALGORITHM, kid: caller })
    .setIssuer(`svc:${caller}`)
    .setAudience(`svc:${callee}`)
    .setIssuedAt()
    .setExpirationTime(SERVICE_TOKEN_TTL)
    .sign(signingKey);
}

/**
 * The calling service's name, or null when the token is not one addressed to `self` and signed by the key
 * of the service it names: the key is chosen by `kid` and must belong to the issuer, so a service cannot
 * pass for another with its own key.
 */
export async function verifyServiceToken(callers: ServiceCallerKeys, self: string, token: string): Promise<string | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, callers, {
      algorithms: [SERVICE_KEY_ALGORITHM],
      audience: `svc:${self}`,
      requiredClaims: ['iss', 'iat', 'exp'],
    });
    const caller = protectedHeader.kid;
    return caller !== undefined && payload.iss === `svc:${caller}` ? caller : null;
  } catch {
    return null;
  }
}
