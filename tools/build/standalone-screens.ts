// A remote's standalone (development) page finds its screens with the rule of screen-files.ts, the same one
// its `exposes` are generated with, so the page never keeps a hand-written map.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeModulesOf, screenFileOf } from './screen-files';

/** What `import.meta.webpackContext(..., { mode: 'lazy' })` returns (declared in web-env.d.ts). */
export interface LazyScreenContext {
  keys(): string[];
  (id: string): Promise<unknown>;
}

export type StandaloneScreen = LazyExoticComponent<ComponentType<{ section?: string }>>;

/** Every ROUTES module of `remote`, as a lazy component from `context` (the remote's src folder). */
export function standaloneScreens(
  remote: string,
  routes: readonly { remote: string; module: string }[],
  context: LazyScreenContext,
): Readonly<Record<string, StandaloneScreen>> {
  const keys = context.keys();
  const files = keys.map((key) => key.replace(/^\.\//, ''));
  return Object.fromEntries(
    routeModulesOf(remote, routes).map((module) => {
      const key = `./${screenFileOf(module, files, remote)}`;
      const screen = lazy(async () => (await context(key)) as { default: ComponentType<{ section?: string }> });
      return [module, screen];
    }),
  );
}
