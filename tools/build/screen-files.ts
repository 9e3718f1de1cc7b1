// The one naming rule that ties ROUTES to a remote's files: the module './TeamAccounts' is the remote's only
// file named TeamAccounts.tsx under src/, in its feature folder. Used by the build (route-exposes.ts, the
// Module Federation `exposes`) and by each remote's standalone page (standalone-screens.ts), so both read
// the same table and a new screen is one line in ROUTES plus its folder.

/** './TeamAccounts' → 'TeamAccounts.tsx' */
export function screenFileName(module: string): string {
  if (!/^\.\/[A-Z][A-Za-z0-9]*$/.test(module)) throw new Error(`ROUTES module ${module} is not of the form './PascalName'`);
  return `${module.slice(2)}.tsx`;
}

/**
 * The file of `module` among `files` (paths relative to the remote's src, with '/' separators). Throws when
 * none or several carry the name, so a screen without a file, or two screens with one name, fail the build.
 */
export function screenFileOf(module: string, files: readonly string[], remote: string): string {
  const name = screenFileName(module);
  const matches = files.filter((file) => file === name || file.endsWith(`/${name}`));
  if (matches.length === 1) return matches[0] as string;
  throw new Error(
    matches.length === 0
      ? `${remote}: ROUTES names the module ${module}, but no ${name} exists under ${remote}/src (add the screen's folder, or fix the route)`
      : `${remote}: ROUTES module ${module} matches several files (${matches.join(', ')}); a screen's file name must be unique in its remote`,
  );
}

/** Every module a remote serves for ROUTES, once each, in the table's order. */
export function routeModulesOf(remote: string, routes: readonly { remote: string; module: string }[]): string[] {
  return [...new Set(routes.filter((route) => route.remote === remote).map((route) => route.module))];
}
