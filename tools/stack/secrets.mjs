import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} StackSecrets
 * @property {string} identityPrivateJwk JSON of the gateway's Ed25519 private JWK (IDENTITY_PRIVATE_JWK)
 * @property {string} identityPublicJwk JSON of its public half, for the services (IDENTITY_PUBLIC_JWK)
 * @property {string} internalServiceSecret HS256 secret of service-to-service tokens (INTERNAL_SERVICE_SECRET)
 * @property {string} databasePassword what the embedded databases ask of every connection
 */

/**
 * The local stack's keys, generated once and kept in <dataDir>/secrets.json (owner-only), so sessions
 * and service tokens survive restarts.
 * @param {string} dataDir
 * @returns {StackSecrets}
 */
export function loadOrCreateSecrets(dataDir) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    if (stored.identityPrivateJwk && stored.identityPublicJwk && stored.internalServiceSecret?.length >= 32) {
      if (stored.databasePassword) return stored;
      // Kept from before the embedded databases asked for a password: add one, keep the keys (and sessions).
      return write(file, { ...stored, databasePassword: randomBytes(24).toString('base64url') });
    }
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  /** @type {StackSecrets} */
  const secrets = {
    identityPrivateJwk: JSON.stringify(privateKey.export({ format: 'jwk' })),
    identityPublicJwk: JSON.stringify(publicKey.export({ format: 'jwk' })),
    internalServiceSecret: randomBytes(32).toString('hex'),
    databasePassword: randomBytes(24).toString('base64url'),
  };
  return write(file, secrets);
}

/** @param {string} file @param {StackSecrets} secrets */
function write(file, secrets) {
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
