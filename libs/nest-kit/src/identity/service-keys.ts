import { registerDecorator, type ValidationArguments } from 'class-validator';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { SERVICE_NAMES, type ServiceName } from './service-name.js';

export const SERVICE_KEY_ALGORITHM = 'EdDSA';

/**
 * Every service that calls another has a key of its own: it signs its service tokens with the private half
 * (SERVICE_PRIVATE_JWK) and every service it may call holds the public half, under the caller's name, in
 * SERVICE_PUBLIC_JWKS. A token therefore proves which service sent it, and the callee's allow-list
 * (@Internal('gateway')) decides something; with one shared secret any holder could claim any name.
 */
export interface ServiceKeyPair {
  publicJwk: JWK;
  privateJwk: JWK;
}

/** A fresh Ed25519 key pair for one service (development stack and tests). */
export async function generateServiceKeyPair(): Promise<ServiceKeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(SERVICE_KEY_ALGORITHM, { crv: 'Ed25519', extractable: true });
  return { publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}

/** SERVICE_PRIVATE_JWK as a signing key; `problemWithPrivateKey` has already vouched for its shape at boot. */
export async function importServiceSigningKey(privateJwkJson: string): Promise<CryptoKey> {
  const problem = problemWithPrivateKey(privateJwkJson);
  if (problem) throw new Error(`SERVICE_PRIVATE_JWK ${problem}`);
  return (await importJWK(JSON.parse(privateJwkJson) as JWK, SERVICE_KEY_ALGORITHM)) as CryptoKey;
}

/** SERVICE_PUBLIC_JWKS as caller name → public JWK. */
export function parseServicePublicKeys(json: string): Partial<Record<ServiceName, JWK>> {
  const problem = problemWithPublicKeys(json);
  if (problem) throw new Error(`SERVICE_PUBLIC_JWKS ${problem}`);
  return JSON.parse(json) as Partial<Record<ServiceName, JWK>>;
}

/** Why SERVICE_PRIVATE_JWK cannot be this service's signing key, or null when it can. */
export function problemWithPrivateKey(value: unknown): string | null {
  const jwk = parseJson(value);
  if (!isEd25519(jwk)) return 'must be the JSON of an Ed25519 private JWK ({"kty":"OKP","crv":"Ed25519","x":…,"d":…})';
  if (typeof jwk['d'] !== 'string') return 'holds a public key: this service needs its private key';
  return null;
}

/** Why SERVICE_PUBLIC_JWKS cannot name the calling services' keys, or null when it can. */
export function problemWithPublicKeys(value: unknown): string | null {
  const keys = parseJson(value);
  if (typeof keys !== 'object' || keys === null || Array.isArray(keys)) {
    return 'must be a JSON object naming the public JWK of each service that may call this one, e.g. {"gateway":{"kty":"OKP","crv":"Ed25519","x":"…"}}';
  }
  for (const [name, jwk] of Object.entries(keys)) {
    if (!(SERVICE_NAMES as readonly string[]).includes(name)) return `names an unknown service "${name}" (known: ${SERVICE_NAMES.join(', ')})`;
    if (!isEd25519(jwk)) return `has no Ed25519 public JWK for ${name}`;
    // A private key here would hand its service's identity to everyone who reads this variable.
    if ('d' in jwk) return `holds the private key of ${name}: give only its public half`;
  }
  return null;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function isEd25519(jwk: unknown): jwk is Record<string, unknown> {
  if (typeof jwk !== 'object' || jwk === null) return false;
  const fields = jwk as Record<string, unknown>;
  return fields['kty'] === 'OKP' && fields['crv'] === 'Ed25519' && typeof fields['x'] === 'string';
}

/** class-validator check of an environment variable, whose message names the variable and what is wrong. */
function keyVariable(problemOf: (value: unknown) => string | null): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'serviceKey',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problemOf(value) === null,
        defaultMessage: (args?: ValidationArguments) =>
          args?.value === undefined || args.value === ''
            ? `${args?.property ?? String(propertyName)} is required (npm start generates it in .data/secrets.json; \`node tools/stack/secrets.mjs --print\` prints a fresh set)`
            : `${args?.property ?? String(propertyName)} ${problemOf(args?.value) ?? 'is invalid'}`,
      },
    });
  };
}

/** SERVICE_PRIVATE_JWK: the private Ed25519 JWK a calling service signs its service tokens with. */
export const IsServicePrivateKey = (): PropertyDecorator => keyVariable(problemWithPrivateKey);
/** SERVICE_PUBLIC_JWKS: the public JWK of each service that may call this one, by name. */
export const IsServicePublicKeys = (): PropertyDecorator => keyVariable(problemWithPublicKeys);
