import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export const IDENTITY_ALGORITHM = 'EdDSA';

export interface IdentityKeyPair {
  publicJwk: JWK;
  privateJwk: JWK;
}

/** A fresh Ed25519 key pair for the gateway's identity assertions (development stack and tests). */
export async function generateIdentityKeyPair(): Promise<IdentityKeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(IDENTITY_ALGORITHM, { crv: 'Ed25519', extractable: true });
  return { publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}

export async function importIdentityKey(jwkJson: string): Promise<CryptoKey> {
  const key = await importJWK(JSON.parse(jwkJson) as JWK, IDENTITY_ALGORITHM);
  if (key instanceof Uint8Array) throw new Error('identity key must be an asymmetric JWK');
  return key;
}
