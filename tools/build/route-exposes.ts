/// <reference types="node" />
// A remote's Module Federation `exposes`, generated from ROUTES (libs/contracts): see screen-files.ts.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeModulesOf, screenFileOf } from './screen-files';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return /\.spec\.|\.test\./.test(entry.name) ? [] : [path];
  });
}

/**
 * { './TeamAccounts': './src/features/team-accounts/TeamAccounts.tsx', ... } for every module ROUTES gives
 * `remote`; throws when one has no file. `appRoot` is the remote's folder (apps/<remote>).
 */
export function routeExposes(remote: string, appRoot: string, routes: readonly { remote: string; module: string }[]): Record<string, string> {
  const src = join(appRoot, 'src');
  const files = filesUnder(src).map((file) => relative(src, file).split(sep).join('/'));
  return Object.fromEntries(routeModulesOf(remote, routes).map((module) => [module, `./src/${screenFileOf(module, files, remote)}`]));
}
