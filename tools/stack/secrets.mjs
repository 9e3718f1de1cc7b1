import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The services that call other services, each with a key pair of its own: the gateway (session lookups at
 * auth), auth (org's roster and setup) and inspections (org's roster and service areas, for the office
 * dashboard). A new caller is one more name here and in its env class.
 */
export const CALLING_SERVICES = /** @type {const} */ (['gateway', 'auth', 'inspections']);

/**
 * @typedef {object} KeyPair
 * @property {string} privateJwk JSON of an Ed25519 private JWK
 * @property {string} publicJwk JSON of its public half
 */

/**
 * @typedef {object} StackSecrets
 * @property {string} identityPrivateJwk JSON of the gateway's Ed25519 private JWK (IDENTITY_PRIVATE_JWK)
 * @property {string} identityPublicJwk JSON of its public half, for the services (IDENTITY_PUBLIC_JWK)
 * @property {Record<string, KeyPair>} serviceKeys each calling service's own key pair: the private half is its
 *   SERVICE_PRIVATE_JWK, the public halves together are every service's SERVICE_PUBLIC_JWKS
 * @property {string} databasePassword what the embedded databases ask of every connection
 * @property {string} hcpWebhookSecret what the fake Housecall Pro signs its webhooks with and org checks them by (HCP_WEBHOOK_SECRET)
 */

/** @returns {KeyPair} */
function ed25519() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateJwk: JSON.stringify(privateKey.export({ format: 'jwk' })), publicJwk: JSON.stringify(publicKey.export({ format: 'jwk' })) };
}

/**
 * SERVICE_PUBLIC_JWKS: the calling services' public keys by name, for every service they may call.
 * @param {StackSecrets} secrets
 * @returns {string}
 */
export function servicePublicJwks(secrets) {
  return JSON.stringify(Object.fromEntries(Object.entries(secrets.serviceKeys).map(([name, pair]) => [name, JSON.parse(pair.publicJwk)])));
}

/**
 * The local stack's keys, generated once and kept in <dataDir>/secrets.json (owner-only), so sessions
 * and service keys survive restarts. A file from an older version is completed in place: the identity keys
 * and the database password are kept (and with them sessions and data), what is missing is added.
 * @param {string} dataDir
 * @returns {StackSecrets}
 */
export function loadOrCreateSecrets(dataDir) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const { internalServiceSecret: _sharedSecretOfOld, ...stored } = JSON.parse(readFileSync(file, 'utf8'));
    if (stored.identityPrivateJwk && stored.identityPublicJwk) {
      const serviceKeys = { ...(stored.serviceKeys ?? {}) };
      for (const name of CALLING_SERVICES) if (!serviceKeys[name]?.privateJwk || !serviceKeys[name]?.publicJwk) serviceKeys[name] = ed25519();
      const complete = {
        ...stored,
        serviceKeys,
        databasePassword: stored.databasePassword ?? randomBytes(24).toString('base64url'),
        hcpWebhookSecret: stored.hcpWebhookSecret ?? webhookSecret(),
      };
      if (JSON.stringify(complete) === JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))) return complete;
      return write(file, complete);
    }
  }
  const identity = ed25519();
  /** @type {StackSecrets} */
  const secrets = {
    identityPrivateJwk: identity.privateJwk,
    identityPublicJwk: identity.publicJwk,
    serviceKeys: Object.fromEntries(CALLING_SERVICES.map((name) => [name, ed25519()])),
    databasePassword: randomBytes(24).toString('base64url'),
    hcpWebhookSecret: webhookSecret(),
  };
  return write(file, secrets);
}

/** A signing secret shaped like the ones HCP hands out. */
function webhookSecret() {
  return `whsec_${randomBytes(24).toString('hex')}`;
}

/** @param {string} file @param {StackSecrets} secrets */
function write(file, secrets) {
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * deploy/.env lines with fresh keys, in the variables docker-compose.yml reads (single-quoted: compose takes them as they are).
 * @returns {string}
 */
export function freshDeployKeys() {
  const identity = ed25519();
  const serviceKeys = Object.fromEntries(CALLING_SERVICES.map((name) => [name, ed25519()]));
  return [
    `IDENTITY_PRIVATE_JWK='${identity.privateJwk}'`,
    `IDENTITY_PUBLIC_JWK='${identity.publicJwk}'`,
    ...CALLING_SERVICES.map((name) => `${name.toUpperCase()}_SERVICE_PRIVATE_JWK='${serviceKeys[name].privateJwk}'`),
    `SERVICE_PUBLIC_JWKS='${servicePublicJwks(/** @type {StackSecrets} */ ({ serviceKeys }))}'`,
    `# Replace with the signing secret Housecall Pro shows where its webhook URL is saved.`,
    `HCP_WEBHOOK_SECRET='${webhookSecret()}'`,
  ].join('\n');
}

// `node tools/stack/secrets.mjs --print`: keys for deploy/.env (nothing is written).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--print')) {
  process.stdout.write(`${freshDeployKeys()}\n`);
}
