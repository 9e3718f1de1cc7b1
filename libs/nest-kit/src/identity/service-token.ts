import { jwtVerify, SignJWT } from 'jose';

const SERVICE_ALGORITHM = 'HS256';
const SERVICE_TOKEN_TTL = '60s';

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived credential one service shows another on its /internal routes. */
export async function signServiceToken(secret: string, caller: string, callee: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: SERVICE_ALGORITHM })
    .setIssuer(`svc:${caller}`)
    .setAudience(`svc:${callee}`)
    .setIssuedAt()
    .setExpirationTime(SERVICE_TOKEN_TTL)
    .sign(secretKey(secret));
}

/** The calling service's name, or null when the token is not a valid one addressed to `self`. */
export async function verifyServiceToken(secret: string, self: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: [SERVICE_ALGORITHM], audience: `svc:${self}` });
    return typeof payload.iss === 'string' && payload.iss.startsWith('svc:') ? payload.iss.slice(4) : null;
  } catch {
    return null;
  }
}
