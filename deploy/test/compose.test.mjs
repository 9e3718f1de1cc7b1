// There is no Docker engine on the development machines, so docker-compose.yml cannot be run here. This test
// keeps it valid against the code instead: it parses, every build points at something that exists, and
// every variable it sets is one the process actually reads.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'deploy/docker-compose.yml'), 'utf8'), { merge: true });
const services = Object.entries(compose.services);
const built = services.filter(([, service]) => service.build);

/** Where each Node process reads its environment (the env class, or the tool's main). */
const ENV_SOURCES = {
  'services/auth': ['services/auth/src/auth.env.ts', 'libs/nest-kit/src/config/service-env.ts'],
  'services/org': ['services/org/src/org.env.ts', 'libs/nest-kit/src/config/service-env.ts'],
  'services/inspections': ['services/inspections/src/inspections.env.ts', 'libs/nest-kit/src/config/service-env.ts'],
  'services/gateway': ['services/gateway/src/gateway.env.ts'],
  'tools/fake-hcp': ['tools/fake-hcp/src/main.js'],
};
/** Read by the runtime rather than by an env class. */
const PLATFORM_VARIABLES = new Set(['NODE_ENV', 'HOST']);

describe('deploy/docker-compose.yml', () => {
  it('builds every image from a Dockerfile that exists, for a project that exists', () => {
    for (const [name, service] of built) {
      assert.ok(existsSync(join(root, 'deploy', service.build.context, service.build.dockerfile)), `${name}: ${service.build.dockerfile}`);
      const app = service.build.args?.APP;
      assert.ok(app, `${name}: build arg APP names the project`);
      assert.ok(existsSync(join(root, app, 'package.json')), `${name}: ${app} is a project of the workspace`);
    }
  });

  it('starts every Node project with its own start script', () => {
    for (const [name, service] of built.filter(([, s]) => s.build.dockerfile.endsWith('node.Dockerfile'))) {
      const pkg = JSON.parse(readFileSync(join(root, service.build.args.APP, 'package.json'), 'utf8'));
      assert.ok(pkg.scripts?.start, `${name}: ${service.build.args.APP} has a start script`);
    }
  });

  it('sets only variables the process reads', () => {
    for (const [name, service] of built) {
      const sources = ENV_SOURCES[service.build.args.APP];
      if (!sources) continue;
      const code = sources.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
      for (const variable of Object.keys(service.environment ?? {})) {
        if (PLATFORM_VARIABLES.has(variable)) continue;
        assert.match(code, new RegExp(`\\b${variable}\\b`), `${name}: ${variable} is read by ${sources[0]}`);
      }
    }
  });

  it('gives every service the variables its environment requires', () => {
    const required = {
      auth: ['DATABASE_URL', 'IDENTITY_PUBLIC_JWK', 'SERVICE_PUBLIC_JWKS', 'SERVICE_PRIVATE_JWK', 'ORG_SERVICE_URL'],
      org: ['DATABASE_URL', 'IDENTITY_PUBLIC_JWK', 'SERVICE_PUBLIC_JWKS', 'HCP_API_URL', 'HCP_API_KEY'],
      inspections: ['DATABASE_URL', 'IDENTITY_PUBLIC_JWK', 'SERVICE_PUBLIC_JWKS', 'SERVICE_PRIVATE_JWK', 'ORG_SERVICE_URL'],
      gateway: ['IDENTITY_PRIVATE_JWK', 'SERVICE_PRIVATE_JWK', 'AUTH_SERVICE_URL', 'ORG_SERVICE_URL', 'INSPECTIONS_SERVICE_URL'],
    };
    for (const [name, variables] of Object.entries(required)) {
      for (const variable of variables) assert.ok(compose.services[name].environment?.[variable], `${name} gets ${variable}`);
    }
  });

  it('gives each calling service its own key, and the .env template and `secrets.mjs --print` every variable the file reads', () => {
    const callerKeys = ['auth', 'gateway', 'inspections'].map((name) => compose.services[name].environment.SERVICE_PRIVATE_JWK);
    assert.equal(new Set(callerKeys).size, callerKeys.length, callerKeys.join(', '));
    const text = readFileSync(join(root, 'deploy/docker-compose.yml'), 'utf8');
    const keyVariables = [...new Set([...text.matchAll(/\$\{([A-Z_]*JWKS?)\}/g)].map((match) => match[1]))];
    assert.deepEqual(keyVariables.sort(), [
      'AUTH_SERVICE_PRIVATE_JWK',
      'GATEWAY_SERVICE_PRIVATE_JWK',
      'IDENTITY_PRIVATE_JWK',
      'IDENTITY_PUBLIC_JWK',
      'INSPECTIONS_SERVICE_PRIVATE_JWK',
      'SERVICE_PUBLIC_JWKS',
    ]);
    const template = readFileSync(join(root, 'deploy/.env.example'), 'utf8');
    const printed = execFileSync(process.execPath, [join(root, 'tools/stack/secrets.mjs'), '--print'], { encoding: 'utf8' });
    for (const variable of keyVariables) {
      assert.match(template, new RegExp(`^${variable}=`, 'm'), `.env.example lists ${variable}`);
      assert.match(printed, new RegExp(`^${variable}='\\{.+\\}'$`, 'm'), `secrets.mjs --print gives ${variable}`);
    }
  });

  it('points the gateway at services and remotes that the file defines, on the ports they listen on', () => {
    const gateway = compose.services.gateway.environment;
    for (const [variable, value] of Object.entries(gateway).filter(([key]) => /_(SERVICE_URL|ORIGIN)$/.test(key))) {
      const { hostname, port } = new URL(value);
      assert.ok(compose.services[hostname], `${variable}: no service named ${hostname}`);
      const listens = compose.services[hostname].environment?.PORT ?? 80;
      assert.equal(Number(port || 80), Number(listens), `${variable}: ${hostname} listens on ${listens}`);
    }
  });
});

describe('deploy/docker-compose.yml and the gateway’s host check', () => {
  it('lets the gateway answer at the address the file documents (http://localhost:8080) by default', () => {
    const origins = compose.services.gateway.environment.PUBLIC_ORIGINS;
    const fallback = /^\$\{PUBLIC_ORIGINS:-(.+)\}$/.exec(origins)?.[1];
    assert.ok(fallback, 'PUBLIC_ORIGINS has a default');
    assert.ok(
      fallback.split(',').some((origin) => new URL(origin.trim()).host === 'localhost:8080'),
      fallback,
    );
    assert.deepEqual(compose.services.gateway.ports, ['8080:8080']);
  });
});
