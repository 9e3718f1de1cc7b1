import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { startStack } from '../../tools/stack/stack.mjs';

export type RunningStack = Awaited<ReturnType<typeof startStack>>;
export type Language = 'en' | 'es';

/**
 * The stack of the browser tests listens 10000 ports above `npm start`'s (gateway on 18080), so both can run at
 * once; each parallel worker's stack 500 above the previous one's (no two stacks share a port: 500 is no distance between two of its ports).
 */
const E2E_PORT_OFFSET = 10_000;
const WORKER_PORT_STEP = 500;

/**
 * Shorter timeouts than production's 15 s, so the tests of a hung service or remote do not wait that long; the
 * service one leaves room for a Housecall Pro sync on a busy two-core machine running two stacks.
 */
export const RESILIENCE_TIMEOUTS = { UPSTREAM_TIMEOUT_MS: '8000', REMOTE_TIMEOUT_MS: '3000' };

const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** Where a namespace the apps nest (`$t(glossary:settings)`) lives: the shared one is libs/i18n's. */
const NESTED_NAMESPACES: Readonly<Record<string, string>> = { glossary: 'libs/i18n', common: 'libs/i18n' };

/**
 * Translations as the apps ship them, so tests check what a person reads in their language. Nested terms
 * (`$t(glossary:pricebook)`) are resolved as i18next resolves them.
 */
export function translator(language: Language) {
  const cache = new Map<string, Record<string, unknown>>();
  const translate = (app: string, namespace: string, key: string): string => {
    const file = join(REPO_ROOT, app, 'src', 'locales', language, `${namespace}.json`);
    if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cache.get(file));
    if (typeof value !== 'string') throw new Error(`no ${language} text for ${namespace}:${key} in ${file}`);
    return value.replace(/\$t\(([a-z-]+):([^,)]+)\)/g, (_nesting, nested: string, nestedKey: string) =>
      translate(NESTED_NAMESPACES[nested] ?? app, nested, nestedKey),
    );
  };
  return translate;
}

/**
 * The API as the browser page calls it: same cookies as the page, JSON bodies and the page's Origin, which
 * the gateway requires on every state-changing call (cross-site request protection).
 */
export function pageApi(request: APIRequestContext, origin: string) {
  return {
    get: (path: string) => request.get(path),
    post: (path: string, data?: unknown) => request.post(path, { data: data ?? {}, headers: { origin } }),
    patch: (path: string, data: unknown) => request.patch(path, { data, headers: { origin } }),
  };
}
export type PageApi = ReturnType<typeof pageApi>;

interface TestFixtures {
  language: Language;
  t: ReturnType<typeof translator>;
  api: PageApi;
}

interface WorkerFixtures {
  stack: RunningStack;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), `irrigo-e2e-${workerInfo.project.name.replace(/\W+/g, '-')}-`));
      const logDir = join(import.meta.dirname, '..', 'test-results');
      mkdirSync(logDir, { recursive: true });
      const log = createWriteStream(join(logDir, `stack-${workerInfo.project.name.replace(/\W+/g, '-')}-${workerInfo.workerIndex}.log`));
      Object.assign(process.env, RESILIENCE_TIMEOUTS);
      const stack = await startStack({
        portOffset: E2E_PORT_OFFSET + workerInfo.parallelIndex * WORKER_PORT_STEP,
        dataDir,
        build: false,
        output: 'raw',
        write: (line: string) => log.write(`${line}\n`),
      });
      try {
        if (stack.missing.length > 0) throw new Error(`the stack is incomplete (run \`npx nx run-many -t build\`):\n${stack.missing.join('\n')}`);
        await use(stack);
      } finally {
        await stack.stop();
        log.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  language: async ({ locale }, use) => use(locale?.startsWith('es') ? 'es' : 'en'),
  t: async ({ language }, use) => use(translator(language)),
  api: async ({ page, stack }, use) => use(pageApi(page.request, stack.url)),
});

export { expect };

export const OWNER = {
  fullName: 'Rosa Delgado',
  email: 'rosa@greenvalley.test',
  organizationName: 'Green Valley Irrigation',
  password: 'Sprinkler-Season-2026',
};
export const TECHNICIAN = { email: 'carlos.mendoza@irrigo-demo.test', firstName: 'Carlos', password: 'Valve-Box-Blue-42' };

/**
 * Signs the request context in as the owner, setting the business up first when nobody has. Tests that are
 * not about the first journey start here so that they do not depend on the order they run in.
 */
export async function signInAsOwner(api: PageApi): Promise<void> {
  const exists = (await (await api.get('/api/admin/exists')).json()) as { exists: boolean };
  const response = exists.exists
    ? await api.post('/api/admin/login', { email: OWNER.email, password: OWNER.password })
    : await api.post('/api/admin/setup', OWNER);
  expect(response.ok(), await response.text()).toBeTruthy();
  if (!exists.exists) await firstCustomerSyncDone(api);
}

/**
 * A new organization's first customer sync runs in the background after setup. The embedded database serves
 * one session at a time, so while that sync's transaction runs (seconds on a busy machine) another request may
 * wait past the services' 2 s connection timeout and answer 503: the tests start once it has finished.
 */
async function firstCustomerSyncDone(api: PageApi): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await api.get('/api/customers/sync');
        return status.ok() && ((await status.json()) as { lastRun?: unknown }).lastRun != null;
      },
      { message: "the new organization's first customer sync finished", timeout: 30_000 },
    )
    .toBe(true);
}

/** As the signed-in owner: sync the roster from the fake HCP and give the demo technician a password. */
export async function giveTechnicianPassword(api: PageApi): Promise<void> {
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
  const { technicians } = (await (await api.get('/api/technicians')).json()) as { technicians: { id: string; email: string | null }[] };
  const technician = technicians.find((candidate) => candidate.email === TECHNICIAN.email);
  expect(technician, 'the demo technician is on the synced roster').toBeTruthy();
  const response = await api.post('/api/email-auth/technician/set-password', {
    technicianId: technician?.id,
    newPassword: TECHNICIAN.password,
    confirmPassword: TECHNICIAN.password,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * The code in the latest e-mail to `address` (reset, sign-up): codes are never in an API answer, the mail
 * sink is the only way to them. `codeLine` captures the code from the mail's text.
 */
export async function codeMailedTo(request: APIRequestContext, stack: RunningStack, address: string, codeLine: RegExp): Promise<string> {
  const mailSink = stack.tools.mailSink;
  if (!mailSink) throw new Error('the mail sink is not running in this stack');
  const response = await request.get(`${mailSink}/messages/latest?to=${encodeURIComponent(address)}&wait=5000`);
  expect(response.ok(), `a mail reached ${address}`).toBeTruthy();
  const { text } = (await response.json()) as { text: string };
  const code = codeLine.exec(text)?.[1];
  expect(code, `a code in the mail:\n${text}`).toBeTruthy();
  return code as string;
}
