/// <reference types="node" />
/// <reference types="jest" />
import { ROUTES, type RemoteName } from '@irrigo/contracts';
import { routeExposes } from './route-exposes';
import { standaloneScreens } from './standalone-screens';

/**
 * The one spec every remote runs on its own files: it serves every screen ROUTES gives it, the build names a
 * missing screen, and its standalone page finds the same files as its exposes.
 */
export function describeRouteExposes(remote: RemoteName, appRoot: string): void {
  const modules = [...new Set(ROUTES.filter((route) => route.remote === remote).map((route) => route.module))];

  describe(`${remote} serves every screen ROUTES gives it`, () => {
    it('exposes a file for each of its ROUTES modules (rspack.config.mjs builds its exposes from this)', () => {
      const exposes = routeExposes(remote, appRoot, ROUTES);

      expect(Object.keys(exposes).sort()).toEqual([...modules].sort());
      for (const [module, file] of Object.entries(exposes)) expect(file).toMatch(new RegExp(`/${module.slice(2)}\\.tsx$`));
    });

    it('fails the build, naming the module, when a route has no screen file', () => {
      const withNewScreen = [...ROUTES, { remote, module: './Invoices' }];

      expect(() => routeExposes(remote, appRoot, withNewScreen)).toThrow(`${remote}: ROUTES names the module ./Invoices, but no Invoices.tsx exists`);
    });

    it('the standalone page finds the same files as the exposes', () => {
      const exposes = routeExposes(remote, appRoot, ROUTES);
      const context = Object.assign(async () => undefined, { keys: () => Object.values(exposes).map((file) => file.replace('./src/', './')) });

      expect(Object.keys(standaloneScreens(remote, ROUTES, context)).sort()).toEqual([...modules].sort());
    });
  });
}
