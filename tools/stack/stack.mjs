// The whole product on one machine: embedded databases, the fake Housecall Pro, the mail sink, the three
// services, a static server per remote and the gateway. `npm start` runs it (start.mjs); browser tests
// call startStack() to run it and to stop or restart one part of it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createLinePrinter } from './log-lines.mjs';
import { loadOrCreateSecrets, servicePublicJwks } from './secrets.mjs';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** BRIEF "Ports and URLs of the embedded stack". */
export const DEFAULT_PORTS = Object.freeze({
  gateway: 8080,
  auth: 3101,
  org: 3102,
  inspections: 3103,
  'pg-auth': 5441,
  'pg-org': 5442,
  'pg-inspections': 5443,
  'fake-hcp': 4010,
  'mail-smtp': 2525,
  'mail-http': 4020,
  'mf-auth': 4101,
  'mf-admin': 4102,
  'mf-tech': 4103,
});

const FAKE_HCP_API_KEY = 'dev-hcp-key';
const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 8_000;

/**
 * @typedef {typeof DEFAULT_PORTS} StackPorts
 * @typedef {{ ports: StackPorts, env: NodeJS.ProcessEnv, dataDir: string, secrets: import('./secrets.mjs').StackSecrets }} StackContext
 * @typedef {object} StackProcess
 * @property {string} name
 * @property {1 | 2 | 3} stage 1 starts first (databases, tools, remotes), then 2 (services), then 3 (gateway)
 * @property {string} what one line for people reading the table or the logs
 * @property {(ctx: StackContext) => string | null} [skip] why a real component replaces this one, if it does
 * @property {string} [requires] file that must exist (a build output), relative to the repository
 * @property {string} hint what to do when `requires` is missing
 * @property {(ctx: StackContext) => string[]} args node arguments (script first, relative to the repository)
 * @property {string} [cwd] working directory, relative to the repository
 * @property {(ctx: StackContext) => Record<string, string>} env
 * @property {(ctx: StackContext) => { url: string } | { ipc: true } | { port: number }} ready
 * @property {boolean} [detached] own process group: a terminal's Ctrl-C does not reach it, the launcher stops it last
 */

const url = (port) => `http://127.0.0.1:${port}`;
const databaseUrl = (ctx, service) =>
  ctx.env.DATABASE_URL || `postgres://postgres:${encodeURIComponent(ctx.secrets.databasePassword)}@127.0.0.1:${ctx.ports[`pg-${service}`]}/postgres`;
const hcpUrl = (ctx) => ctx.env.HCP_API_URL || url(ctx.ports['fake-hcp']);
const smtpUrl = (ctx) => ctx.env.SMTP_URL || `smtp://127.0.0.1:${ctx.ports['mail-smtp']}`;

/** What every service reads (nest-kit ServiceEnv) plus where its neighbours are. */
const serviceEnv = (ctx, service) => ({
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(ctx.ports[service]),
  DATABASE_URL: databaseUrl(ctx, service),
  IDENTITY_PUBLIC_JWK: ctx.secrets.identityPublicJwk,
  SERVICE_PUBLIC_JWKS: servicePublicJwks(ctx.secrets),
  AUTH_SERVICE_URL: url(ctx.ports.auth),
  ORG_SERVICE_URL: url(ctx.ports.org),
  INSPECTIONS_SERVICE_URL: url(ctx.ports.inspections),
  PUBLIC_URL: `http://localhost:${ctx.ports.gateway}`,
  LOG_LEVEL: ctx.env.LOG_LEVEL || 'info',
});

const embeddedDatabase = (service) => ({
  name: `pg-${service}`,
  stage: 1,
  what: `embedded PostgreSQL for services/${service}`,
  skip: (ctx) => (ctx.env.DATABASE_URL ? 'DATABASE_URL is set' : null),
  requires: 'libs/nest-kit/dist/index.js',
  hint: 'run `npx nx build nest-kit`',
  args: (ctx) => ['tools/stack/embedded-postgres.mjs', join(ctx.dataDir, 'pg', service), String(ctx.ports[`pg-${service}`])],
  // In the environment, not the arguments: a process list shows arguments to every user of the machine.
  env: (ctx) => ({ EMBEDDED_PG_PASSWORD: ctx.secrets.databasePassword }),
  ready: () => ({ ipc: true }),
  detached: true,
});

const service = (name, extraEnv = () => ({})) => ({
  name,
  stage: 2,
  what: `services/${name}`,
  requires: `services/${name}/dist/main.js`,
  hint: `run \`npx nx build ${name}\``,
  args: () => ['dist/main.js'],
  cwd: `services/${name}`,
  env: (ctx) => ({ ...serviceEnv(ctx, name), ...extraEnv(ctx) }),
  ready: (ctx) => ({ url: `${url(ctx.ports[name])}/health/ready` }),
});

const remote = (name) => ({
  name,
  stage: 1,
  what: `static server of apps/${name}/dist`,
  requires: `apps/${name}/dist`,
  hint: `run \`npx nx build ${name}\`; until then its screens show "temporarily unavailable"`,
  args: (ctx) => ['tools/stack/serve-static.mjs', `apps/${name}/dist`, String(ctx.ports[name])],
  env: () => ({ HOST: '127.0.0.1' }),
  ready: (ctx) => ({ url: `${url(ctx.ports[name])}/health/ready` }),
});

/**
 * Every process of the stack. A row is skipped when a real component is configured (DATABASE_URL,
 * HCP_API_URL, SMTP_URL) and reported missing when its build output is not there.
 *
 *   stage  name             port        runs                                   replaced by
 *   1      pg-auth          5441        tools/stack/embedded-postgres.mjs      DATABASE_URL
 *   1      pg-org           5442        tools/stack/embedded-postgres.mjs      DATABASE_URL
 *   1      pg-inspections   5443        tools/stack/embedded-postgres.mjs      DATABASE_URL
 *   1      fake-hcp         4010        tools/fake-hcp/src/main.js             HCP_API_URL + HCP_API_KEY
 *   1      mail-sink        2525, 4020  tools/mail-sink/src/main.js            SMTP_URL
 *   1      mf-auth          4101        tools/stack/serve-static.mjs apps/mf-auth/dist
 *   1      mf-admin         4102        tools/stack/serve-static.mjs apps/mf-admin/dist
 *   1      mf-tech          4103        tools/stack/serve-static.mjs apps/mf-tech/dist
 *   2      auth             3101        services/auth/dist/main.js
 *   2      org              3102        services/org/dist/main.js
 *   2      inspections      3103        services/inspections/dist/main.js
 *   3      gateway          8080        services/gateway/dist/main.js (serves apps/shell/dist)
 * @type {StackProcess[]}
 */
export const STACK_PROCESSES = [
  embeddedDatabase('auth'),
  embeddedDatabase('org'),
  embeddedDatabase('inspections'),
  {
    name: 'fake-hcp',
    stage: 1,
    what: 'fake Housecall Pro API with demo data',
    skip: (ctx) => (ctx.env.HCP_API_URL ? 'HCP_API_URL is set' : null),
    requires: 'tools/fake-hcp/src/main.js',
    hint: 'tools/fake-hcp is not in this checkout',
    args: () => ['tools/fake-hcp/src/main.js'],
    env: (ctx) => ({
      PORT: String(ctx.ports['fake-hcp']),
      HOST: '127.0.0.1',
      HCP_API_KEY: FAKE_HCP_API_KEY,
      // Its webhooks go where HCP's would: through the gateway, signed with the secret org checks.
      WEBHOOK_URL: `${url(ctx.ports.gateway)}/api/housecall-pro/webhooks`,
      WEBHOOK_SECRET: ctx.secrets.hcpWebhookSecret,
    }),
    ready: (ctx) => ({ port: ctx.ports['fake-hcp'] }),
  },
  {
    name: 'mail-sink',
    stage: 1,
    what: 'mail sink (SMTP in, messages over HTTP)',
    skip: (ctx) => (ctx.env.SMTP_URL ? 'SMTP_URL is set' : null),
    requires: 'tools/mail-sink/src/main.js',
    hint: 'tools/mail-sink is not in this checkout',
    args: () => ['tools/mail-sink/src/main.js'],
    env: (ctx) => ({ SMTP_PORT: String(ctx.ports['mail-smtp']), HTTP_PORT: String(ctx.ports['mail-http']), HOST: '127.0.0.1' }),
    ready: (ctx) => ({ port: ctx.ports['mail-http'] }),
  },
  remote('mf-auth'),
  remote('mf-admin'),
  remote('mf-tech'),
  service('auth', (ctx) => ({ SMTP_URL: smtpUrl(ctx), SERVICE_PRIVATE_JWK: ctx.secrets.serviceKeys.auth.privateJwk })),
  service('org', (ctx) => ({
    HCP_API_URL: hcpUrl(ctx),
    HCP_API_KEY: ctx.env.HCP_API_URL ? (ctx.env.HCP_API_KEY ?? '') : FAKE_HCP_API_KEY,
    HCP_WEBHOOK_SECRET: ctx.env.HCP_API_URL ? (ctx.env.HCP_WEBHOOK_SECRET ?? '') : ctx.secrets.hcpWebhookSecret,
  })),
  // Photos and videos beside the stack's databases (its own data folder), unless S3_* sends them to object storage.
  service('inspections', (ctx) => ({
    MEDIA_DIR: ctx.env.MEDIA_DIR || join(ctx.dataDir, 'media', 'inspections'),
    // Its calls to org (the dashboard's roster and service areas).
    SERVICE_PRIVATE_JWK: ctx.secrets.serviceKeys.inspections.privateJwk,
    // The customer's report e-mailed (Send report): the mail sink unless SMTP_URL names a relay; MAIL_FROM passes through as for auth.
    SMTP_URL: smtpUrl(ctx),
  })),
  {
    name: 'gateway',
    stage: 3,
    what: 'gateway: the one public origin',
    requires: 'services/gateway/dist/main.js',
    hint: 'run `npx nx build gateway`',
    args: () => ['dist/main.js'],
    cwd: 'services/gateway',
    env: (ctx) => ({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(ctx.ports.gateway),
      AUTH_SERVICE_URL: url(ctx.ports.auth),
      ORG_SERVICE_URL: url(ctx.ports.org),
      INSPECTIONS_SERVICE_URL: url(ctx.ports.inspections),
      IDENTITY_PRIVATE_JWK: ctx.secrets.identityPrivateJwk,
      SERVICE_PRIVATE_JWK: ctx.secrets.serviceKeys.gateway.privateJwk,
      REMOTE_MF_AUTH_ORIGIN: url(ctx.ports['mf-auth']),
      REMOTE_MF_ADMIN_ORIGIN: url(ctx.ports['mf-admin']),
      REMOTE_MF_TECH_ORIGIN: url(ctx.ports['mf-tech']),
      SHELL_DIST_DIR: join(REPO_ROOT, 'apps/shell/dist'),
      LOG_LEVEL: ctx.env.LOG_LEVEL || 'info',
      // The local stack is for people working on it: the API docs at /api/docs are open to them.
      API_DOCS_PUBLIC: 'true',
      ...(ctx.env.API_RATE_LIMIT_PER_MINUTE ? { API_RATE_LIMIT_PER_MINUTE: ctx.env.API_RATE_LIMIT_PER_MINUTE } : {}),
    }),
    ready: (ctx) => ({ url: `${url(ctx.ports.gateway)}/health/ready` }),
  },
];

/**
 * @typedef {object} StartStackOptions
 * @property {number} [portOffset] added to every default port (10000: gateway on 18080…), to run beside `npm start`
 * @property {Partial<StackPorts>} [ports] particular ports, over the defaults and the offset
 * @property {string} [dataDir] where databases and secrets live (default .data/ at the repository root)
 * @property {boolean} [build] run `nx run-many -t build` first (cached by Nx); default true
 * @property {NodeJS.ProcessEnv} [env] environment deciding the real components (default process.env)
 * @property {'pretty' | 'raw' | 'none'} [output] children's log lines: shortened, as they are, or hidden
 * @property {(line: string) => void} [write] where lines go (default stdout)
 *
 * @typedef {object} RunningStack
 * @property {string} url the gateway, e.g. http://localhost:8080
 * @property {StackPorts} ports
 * @property {{ fakeHcp: string | null, mailSink: string | null }} tools URLs of the fake HCP and the mail sink when running
 * @property {string[]} missing one line per part that could not start (not built, failed to start)
 * @property {() => string[]} running names of the processes running now
 * @property {(name: string) => Promise<void>} stopProcess stops one part (a remote, a service...) and waits for its exit
 * @property {(name: string) => Promise<void>} startProcess starts it again and waits until it is ready
 * @property {() => Promise<void>} stop stops everything, gateway first and databases last
 */

/**
 * Starts the stack and resolves once every part that could start is ready.
 * @param {StartStackOptions} [options]
 * @returns {Promise<RunningStack>}
 */
export async function startStack(options = {}) {
  const env = options.env ?? process.env;
  const offset = options.portOffset ?? 0;
  const ports = { ...Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset])), ...options.ports };
  const dataDir = resolve(REPO_ROOT, options.dataDir ?? '.data');
  const output = options.output ?? 'pretty';
  const write = options.write ?? ((line) => process.stdout.write(`${line}\n`));
  const printer = createLinePrinter({
    width: Math.max(...STACK_PROCESSES.map((p) => p.name.length), 'stack'.length),
    raw: output === 'raw',
    colour: options.write === undefined && process.stdout.isTTY === true && !process.env.NO_COLOR,
    write,
  });
  const say = (text) => printer.line('stack', text);

  if (options.build ?? true) await build(say, output);

  const ctx = { ports, env, dataDir, secrets: loadOrCreateSecrets(dataDir) };
  /** @type {Map<string, Child>} */
  const children = new Map();
  const missing = [];
  let stopping = false;

  const runnable = [];
  for (const spec of STACK_PROCESSES) {
    const skipped = spec.skip?.(ctx);
    const unavailable = unavailableReason(spec, ctx);
    if (skipped) say(`${spec.name}: not started, ${skipped}`);
    else if (unavailable) missing.push(`${spec.name}: ${unavailable}`);
    else runnable.push(spec);
  }
  if (runnable.some((spec) => spec.name === 'gateway') && !existsSync(join(REPO_ROOT, 'apps/shell/dist/index.html'))) {
    missing.push('shell: apps/shell/dist is missing; run `npx nx build shell`; until then pages answer 503');
  }
  for (const line of missing) say(`WARN ${line}`);

  const busy = await busyPorts(runnable.flatMap((spec) => portsOf(spec, ports)));
  if (busy.length > 0) {
    throw new Error(`port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use: is another \`npm start\` running? (pass other ports to startStack)`);
  }

  // Should the launcher itself die, no child is left behind (databases also watch their IPC channel).
  const killLeftovers = () => {
    for (const child of children.values()) child.process.kill('SIGTERM');
  };
  process.once('exit', killLeftovers);

  /** Starts one process and waits until it is ready; resolves to why it could not, or null. */
  const launch = async (spec) => {
    const child = new Child(spec, ctx, output === 'none' ? null : printer, (code, signal) => {
      if (children.get(spec.name) === child) children.delete(spec.name);
      if (!stopping && !child.stopRequested) {
        say(`ERROR ${spec.name} exited unexpectedly (${signal ?? `code ${code}`}); the other processes keep running`);
      }
    });
    children.set(spec.name, child);
    try {
      await child.ready(ctx);
      return null;
    } catch (error) {
      say(`ERROR ${spec.name}: ${error.message}`);
      return `${spec.name}: ${error.message}`;
    }
  };

  for (const stage of [1, 2, 3]) {
    const failures = await Promise.all(runnable.filter((spec) => spec.stage === stage).map(launch));
    missing.push(...failures.filter((failure) => failure !== null));
  }

  async function stopAll() {
    stopping = true;
    for (const stage of [3, 2, 1]) {
      await Promise.all([...children.values()].filter((child) => child.spec.stage === stage).map((child) => child.stop()));
    }
    process.removeListener('exit', killLeftovers);
  }

  const specOf = (name) => {
    const spec = STACK_PROCESSES.find((p) => p.name === name);
    if (!spec) throw new Error(`no process named ${name}; the stack has ${STACK_PROCESSES.map((p) => p.name).join(', ')}`);
    return spec;
  };

  return {
    url: `http://localhost:${ports.gateway}`,
    ports,
    tools: {
      fakeHcp: children.has('fake-hcp') ? url(ports['fake-hcp']) : null,
      mailSink: children.has('mail-sink') ? url(ports['mail-http']) : null,
    },
    missing,
    running: () => [...children.keys()],
    async stopProcess(name) {
      specOf(name);
      await children.get(name)?.stop();
    },
    async startProcess(name) {
      const spec = specOf(name);
      if (children.has(name)) return;
      const unavailable = unavailableReason(spec, ctx);
      if (unavailable) throw new Error(`${name} cannot start: ${unavailable}`);
      const failure = await launch(spec);
      if (failure) throw new Error(failure);
    },
    stop: stopAll,
  };
}

/** One running child process of the stack. */
class Child {
  /**
   * @param {StackProcess} spec
   * @param {StackContext} ctx
   * @param {ReturnType<typeof createLinePrinter> | null} printer null: the child's output is dropped
   * @param {(code: number | null, signal: string | null) => void} onExit
   */
  constructor(spec, ctx, printer, onExit) {
    this.spec = spec;
    this.stopRequested = false;
    this.process = spawn(process.execPath, spec.args(ctx), {
      cwd: join(REPO_ROOT, spec.cwd ?? '.'),
      env: { ...process.env, ...spec.env(ctx) },
      stdio: printer ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'ignore', 'ignore', 'ipc'],
      detached: spec.detached ?? false,
    });
    if (printer) {
      printer.follow(spec.name, this.process.stdout);
      printer.follow(spec.name, this.process.stderr, true);
    }
    this.exited = new Promise((resolveExit) => {
      this.process.once('exit', (code, signal) => {
        onExit(code, signal);
        resolveExit();
      });
    });
    this.process.on('error', (error) => printer?.line(spec.name, `could not start: ${error.message}`, true));
  }

  /** Resolves when the process answers its readiness probe; rejects if it exits or takes too long. */
  async ready(ctx) {
    const probe = this.spec.ready(ctx);
    let exited = false;
    void this.exited.then(() => (exited = true));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    if ('ipc' in probe) {
      const message = new Promise((resolveReady) => this.process.once('message', resolveReady));
      const outcome = await Promise.race([message, this.exited.then(() => 'exited'), delay(READY_TIMEOUT_MS).then(() => 'timeout')]);
      if (outcome === 'exited') throw new Error('exited before it was ready (see its lines above)');
      if (outcome === 'timeout') throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
      return;
    }
    while (!exited) {
      if ('url' in probe ? await answers(probe.url) : await accepts(probe.port)) return;
      if (Date.now() > deadline) throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
      await delay(250);
    }
    throw new Error('exited before it was ready (see its lines above)');
  }

  /** SIGTERM, then SIGKILL if it has not exited after a grace period. */
  async stop() {
    this.stopRequested = true;
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGTERM');
    const exitedInTime = await Promise.race([this.exited.then(() => true), delay(STOP_GRACE_MS).then(() => false)]);
    if (!exitedInTime) {
      this.process.kill('SIGKILL');
      await this.exited;
    }
  }
}

/** Builds what Nx has not cached yet. A failing project (work in progress) does not stop the others from starting. */
async function build(say, output) {
  say('building what is not built yet (npx nx run-many -t build; cached by Nx, skip with --no-build)');
  const child = spawn('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  const code = await new Promise((resolveBuild) => child.once('close', resolveBuild));
  const lines = text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  if (code === 0) {
    if (output !== 'none') say(lines.find((line) => /Successfully ran/.test(line))?.replace(/^\W+/, '') ?? 'build done');
    return;
  }
  const failedAt = lines.findIndex((line) => /Failed tasks/.test(line));
  const failed =
    failedAt >= 0
      ? lines
          .slice(failedAt + 1)
          .filter((line) => /^\s*- /.test(line))
          .map((line) => line.trim().slice(2))
      : [];
  say(`WARN build failed for ${failed.length > 0 ? failed.join(', ') : 'some projects'} (see \`npx nx run-many -t build\`); starting whatever is built`);
}

/** Why a process cannot run here: a real component replaces it, or its build output is missing. */
function unavailableReason(spec, ctx) {
  const skipped = spec.skip?.(ctx);
  if (skipped) return skipped;
  if (spec.requires && !existsSync(join(REPO_ROOT, spec.requires))) return `${spec.requires} is missing; ${spec.hint}`;
  return null;
}

function portsOf(spec, ports) {
  if (spec.name === 'mail-sink') return [ports['mail-smtp'], ports['mail-http']];
  const own = ports[spec.name];
  return own === undefined ? [] : [own];
}

/** @param {number[]} candidates */
async function busyPorts(candidates) {
  const busy = await Promise.all(
    candidates.map(
      (port) =>
        new Promise((resolveBusy) => {
          const server = createServer();
          server.once('error', () => resolveBusy(port));
          server.listen(port, '127.0.0.1', () => server.close(() => resolveBusy(null)));
        }),
    ),
  );
  return busy.filter((port) => port !== null);
}

async function answers(target) {
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function accepts(port) {
  return new Promise((resolveAccepts) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

const delay = (ms) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms).unref());
