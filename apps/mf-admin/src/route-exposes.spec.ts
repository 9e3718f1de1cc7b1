/** @jest-environment node */
/// <reference types="node" />
import { join } from 'node:path';
import { ROUTES } from '@irrigo/contracts';
import { routeExposes } from '../../../tools/build/route-exposes';
import { standaloneScreens } from '../../../tools/build/standalone-screens';

const REMOTE = 'mf-admin';
const appRoot = join(__dirname, '..');
const modules = [...new Set(ROUTES.filter((route) => route.remote === REMOTE).map((route) => route.module))];

describe(`${REMOTE} serves every screen ROUTES gives it`, () => {
  it('exposes a file for each of its ROUTES modules (rspack.config.mjs builds its exposes from this)', () => {
    const exposes = routeExposes(REMOTE, appRoot, ROUTES);

    expect(Object.keys(exposes).sort()).toEqual([...modules].sort());
    for (const [module, file] of Object.entries(exposes)) expect(file).toMatch(new RegExp(`/${module.slice(2)}\\.tsx$`));
  });

  it('fails the build, naming the module, when a route has no screen file', () => {
    const withNewScreen = [...ROUTES, { remote: REMOTE, module: './Invoices' }];

    expect(() => routeExposes(REMOTE, appRoot, withNewScreen)).toThrow(`${REMOTE}: ROUTES names the module ./Invoices, but no Invoices.tsx exists`);
  });

  it('the standalone page finds the same files as the exposes', () => {
    const exposes = routeExposes(REMOTE, appRoot, ROUTES);
    const context = Object.assign(async () => undefined, { keys: () => Object.values(exposes).map((file) => file.replace('./src/', './')) });

    expect(Object.keys(standaloneScreens(REMOTE, ROUTES, context)).sort()).toEqual([...modules].sort());
  });
});
