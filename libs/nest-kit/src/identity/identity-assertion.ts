import { IDENTITY_ISSUER, IDENTITY_TTL_SECONDS, ROLES, type IdentityClaims } from '@irrigo/contracts';
import { jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { IDENTITY_ALGORITHM } from './identity-keys.js';

/**
 * Signs what the gateway vouches for about one request, for the one service it is sent to (`aud`: auth, org,
 * inspections): an assertion read from one service's traffic cannot be replayed against another.
 */
export async function signIdentityAssertion(privateKey: CryptoKey, claims: IdentityClaims, audience: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: IDENTITY_ALGORITHM })
    .setIssuer(IDENTITY_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${IDENTITY_TTL_SECONDS}s`)
    .sign(privateKey);
}

/** Verifies a gateway assertion sent to `audience`; anything unsigned, expired, meant for another service or malformed is null. */
export async function verifyIdentityAssertion(publicKey: CryptoKey, token: string, audience: string): Promise<IdentityClaims | null> {
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [IDENTITY_ALGORITHM],
      issuer: IDENTITY_ISSUER,
      audience,
    });
    return isIdentityClaims(payload) ? { rid: payload.rid, ip: payload.ip, https: payload.https, ...(payload.usr ? { usr: payload.usr } : {}) } : null;
  } catch {
    return null;
  }
}

function isIdentityClaims(value: Record<string, unknown>): value is Record<string, unknown> & IdentityClaims {
  if (typeof value['rid'] !== 'string' || typeof value['ip'] !== 'string' || typeof value['https'] !== 'boolean') return false;
  const usr = value['usr'];
  if (usr === undefined) return true;
  if (typeof usr !== 'object' || usr === null) return false;
  const user = usr as Record<string, unknown>;
  return typeof user['id'] === 'string' && typeof user['email'] === 'string' && typeof user['sessionId'] === 'string' && isRoleClaim(user['role']);
}

/** One of the roles, or null for an account that has none yet; anything else (a missing role included) is no claim at all. */
function isRoleClaim(role: unknown): boolean {
  return role === null || (ROLES as readonly unknown[]).includes(role);
}
