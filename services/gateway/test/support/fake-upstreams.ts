import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VerifiedAccount } from '@irrigo/contracts';
import { generateIdentityKeyPair, generateServiceKeyPair, serviceCallerKeys, verifyServiceToken } from '@irrigo/nest-kit';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface FakeUpstream {
  url: string;
  /** What reached the upstream, apart from readiness probes. */
  received: ReceivedRequest[];
  /**
   * GET /health/ready requests: the gateway's readiness watch probes on its own clock, so they are kept apart
   * from `received`, where they would land between a test's own requests at any moment.
   */
  probes: ReceivedRequest[];
  /** TCP connections opened to this upstream so far. */
  connections(): number;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

/** A real HTTP server on a free port that records what reached it. */
export async function startUpstream(name: string, handler?: Handler): Promise<FakeUpstream> {
  const log = requestLog();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      log.record(request);
      const body = Buffer.concat(chunks).toString('utf8');
      if (handler) return handler(request, response, body);
      if (request.url === '/health/ready') return json(response, 200, { status: 'ok', service: name, checks: { database: 'ok' } });
      json(response, 200, { service: name, method: request.method, url: request.url });
    });
  });
  return listen(server, log);
}

/** An upstream that accepts connections and never answers. */
export async function startHangingUpstream(): Promise<FakeUpstream> {
  const log = requestLog();
  const server = createServer((request) => log.record(request));
  return listen(server, log);
}

interface RequestLog {
  received: ReceivedRequest[];
  probes: ReceivedRequest[];
  record(request: IncomingMessage): void;
}

function requestLog(): RequestLog {
  const received: ReceivedRequest[] = [];
  const probes: ReceivedRequest[] = [];
  return {
    received,
    probes,
    record: (request) =>
      (request.url === '/health/ready' ? probes : received).push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers }),
  };
}

/** A URL nothing listens on: connections are refused at once. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export interface FakeAuth extends FakeUpstream {
  /** How many times the gateway asked to resolve a session. */
  resolveCalls(): number;
  /** What /internal/sessions/resolve answers per session token; anything else (a raw answer body) via `answers`. */
  sessions: Map<string, VerifiedAccount>;
  answers: Map<string, unknown>;
}

/** services/auth as the gateway sees it: /internal/sessions/resolve behind a service token, plus its /api routes. */
/** `servicePublicJwks`: the callers' public keys (auth's SERVICE_PUBLIC_JWKS). */
export async function startFakeAuth(servicePublicJwks: string): Promise<FakeAuth> {
  const callerKeys = serviceCallerKeys(servicePublicJwks);
  const sessions = new Map<string, VerifiedAccount>();
  const answers = new Map<string, unknown>();
  let calls = 0;
  const upstream = await startUpstream('auth', (request, response, body) => {
    if (request.url === '/internal/sessions/resolve' && request.method === 'POST') {
      calls += 1;
      const token = typeof request.headers['x-irrigo-service'] === 'string' ? request.headers['x-irrigo-service'] : '';
      void verifyServiceToken(callerKeys, 'auth', token).then((caller) => {
        if (caller !== 'gateway') return json(response, 401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'A service credential is required' });
        const { token: sessionToken } = JSON.parse(body) as { token: string };
        json(response, 200, answers.has(sessionToken) ? answers.get(sessionToken) : { user: sessions.get(sessionToken) ?? null });
      });
      return;
    }
    if (request.url === '/health/ready') return json(response, 200, { status: 'ok', service: 'auth', checks: { database: 'ok' } });
    if (request.url === '/api/auth/logout' && request.method === 'POST') {
      response.writeHead(204, { 'set-cookie': 'irrigo_session=; Max-Age=0; Path=/; HttpOnly' });
      response.end();
      return;
    }
    json(response, 200, { service: 'auth', method: request.method, url: request.url });
  });
  return { ...upstream, sessions, answers, resolveCalls: () => calls };
}

/** The gateway's identity key pair and its own service key: `env` for the gateway, `servicePublicJwks` for the services. */
export async function gatewayKeys() {
  const [identity, service] = await Promise.all([generateIdentityKeyPair(), generateServiceKeyPair()]);
  return {
    publicJwk: JSON.stringify(identity.publicJwk),
    servicePublicJwks: JSON.stringify({ gateway: service.publicJwk }),
    env: { IDENTITY_PRIVATE_JWK: JSON.stringify(identity.privateJwk), SERVICE_PRIVATE_JWK: JSON.stringify(service.privateJwk) },
  };
}

/** A minimal shell build: index.html and one content-hashed script. */
export function fakeShellDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'irrigo-shell-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>');
  writeFileSync(join(dir, 'main.1a2b3c4d.js'), `console.log(${JSON.stringify('x'.repeat(4096))});`);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function listen(server: Server, { received, probes }: RequestLog): Promise<FakeUpstream> {
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    probes,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
