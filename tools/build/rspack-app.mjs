// The one rspack + Module Federation configuration of the four front-end apps (apps/shell host;
// apps/mf-auth, apps/mf-admin, apps/mf-tech remotes). Apps keep a three-line rspack.config.mjs that
// calls createAppConfig, so sharing rules, loaders and output layout cannot drift between deployables.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefinePlugin, HtmlRspackPlugin } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createJiti } from 'jiti';
import { remotePrecachePlugins, shellServiceWorkerPlugins } from './pwa.mjs';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rootManifest = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));

/** Third-party packages every app must load exactly once (state, context or DOM ownership lives in them). */
const SHARED_PACKAGES = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  // Trailing slash: every deep import of react-dom (react-dom/client, react-dom/server...) is shared too.
  ['react-dom/', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['zustand', 'zustand'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['@tanstack/react-query', '@tanstack/react-query'],
];

/**
 * Workspace libs that hold global state (stores, i18n instance, query defaults, toast queue): sharing
 * zustand alone would still give each remote its own copy of these modules and so its own stores.
 */
const SHARED_WORKSPACE_LIBS = [
  '@irrigo/session',
  '@irrigo/i18n',
  '@irrigo/ui',
  // Trailing slash: each entry of the design system ('@irrigo/ui/forms', '@irrigo/ui/dialog'...) is shared on
  // its own, so a screen loads only the entries it imports.
  '@irrigo/ui/',
  '@irrigo/api-client',
  // The route table and the rules the libs above all read: shared, it is loaded once instead of once per lib.
  '@irrigo/contracts',
  // react-router through the one module that re-exports what the apps use (libs/router): shared whole,
  // react-router would weigh four times as much.
  '@irrigo/router',
];

/**
 * Packages the design system's Radix primitives depend on that keep page-wide state in their module: the stack
 * of focus traps and dismissable layers, the focus guards and the scroll lock. '@irrigo/ui/drawer' and
 * '@irrigo/ui/dialog' are shared one by one, so a drawer from the shell's build and a dialog from a remote's
 * would each bring a copy, and a dialog opened over a drawer would have two focus traps taking the focus from
 * each other forever (a hung page). One copy of each keeps one stack. They are not root dependencies (radix-ui
 * brings them), so their version is not checked: radix-ui's one version decides it.
 */
const SHARED_TRANSITIVE_PACKAGES = [
  '@radix-ui/react-focus-scope',
  '@radix-ui/react-dismissable-layer',
  '@radix-ui/react-focus-guards',
  'react-remove-scroll',
  'aria-hidden',
];

function rootDependencyRange(packageName) {
  const range = rootManifest.dependencies?.[packageName] ?? rootManifest.devDependencies?.[packageName];
  if (!range) throw new Error(`tools/build: shared package ${packageName} is not a root dependency`);
  return range;
}

/**
 * The explicit shared-singleton table handed to ModuleFederationPlugin by every app.
 * Third-party versions come from the root package.json (one version of everything); workspace libs
 * have no meaningful semver between deployables, so their version check is off.
 * @type {Record<string, { singleton: true, requiredVersion: string | false }>}
 */
export const SHARED_SINGLETONS = Object.freeze(
  Object.fromEntries([
    ...SHARED_PACKAGES.map(([key, packageName]) => [key, Object.freeze({ singleton: true, requiredVersion: rootDependencyRange(packageName) })]),
    ...SHARED_TRANSITIVE_PACKAGES.map((key) => [key, Object.freeze({ singleton: true, requiredVersion: false })]),
    ...SHARED_WORKSPACE_LIBS.map((key) => [key, Object.freeze({ singleton: true, requiredVersion: false })]),
  ]),
);

const jiti = createJiti(import.meta.url);

/**
 * A remote's `exposes` generated from ROUTES (libs/contracts, read from its TypeScript source): each module
 * the table gives `name` maps to the remote's file of that name (tools/build/screen-files.ts), plus `extra`
 * modules the shell loads outside ROUTES (header widgets, dialogs). Fails the build when a module has no file.
 * @param {string} name the remote ('mf-admin')
 * @param {string} root the remote's folder (pass `import.meta.dirname`)
 * @param {Record<string, string>} [extra]
 * @returns {Promise<Record<string, string>>}
 */
export async function exposesFromRoutes(name, root, extra = {}) {
  const { ROUTES } = await jiti.import(join(workspaceRoot, 'libs/contracts/src/routes.ts'));
  const { routeExposes } = await jiti.import(join(workspaceRoot, 'tools/build/route-exposes.ts'));
  return { ...routeExposes(name, root, ROUTES), ...extra };
}

/**
 * `[path, remote, exposed module]` of every route in ROUTES, for the shell's start-up: it knows which remote screen
 * the address needs before the shared libraries (and so ROUTES itself) have loaded, and fetches it in parallel.
 * @returns {Promise<[string, string, string][]>}
 */
export async function routeScreens() {
  const { ROUTES } = await jiti.import(join(workspaceRoot, 'libs/contracts/src/routes.ts'));
  return ROUTES.map((route) => [route.path, route.remote, route.module]);
}

/** Default dev-server ports (BRIEF "Ports and URLs"). */
export const DEV_PORTS = Object.freeze({ shell: 4200, 'mf-auth': 4101, 'mf-admin': 4102, 'mf-tech': 4103 });

/** Where the shell's dev server sends /api and /config.json: the gateway of `npm start`. */
export const DEFAULT_GATEWAY_URL = 'http://localhost:8080';

/**
 * Module Federation container names must be valid JS identifiers; app folder names use dashes.
 * @param {string} name
 */
export function federationName(name) {
  return name.replace(/[^a-zA-Z0-9_$]/g, '_');
}

function swcRule(test, isTsx, isProduction) {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: isTsx },
        transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
      },
      env: { targets: 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4, ios >= 15.4' },
    },
    type: 'javascript/auto',
  };
}

function firstExisting(root, candidates) {
  return candidates.map((c) => join(root, c)).find((p) => existsSync(p));
}

/**
 * @typedef {object} AppConfigOptions
 * @property {string} name App folder name: 'shell' | 'mf-auth' | 'mf-admin' | 'mf-tech'. Becomes the
 *   federation container name (dashes → underscores: 'mf_auth') and the CSS-module hash salt.
 * @property {string} root Absolute path of the app folder (pass `import.meta.dirname`).
 * @property {number} [port] Dev-server port; defaults to DEV_PORTS[name].
 * @property {{ exposes: Record<string, string> }} [remote] Makes the app a remote exposing these modules
 *   (keys './Routes', values relative to root: './src/routes.tsx').
 * @property {true} [host] Makes the app the host. Remotes are not listed here: the shell registers them
 *   at runtime from /config.json (registerRemotes), so a remote can move or go down without a rebuild.
 * @property {string} [entry] Browser entry relative to root; defaults to ./src/main.tsx or ./src/main.ts.
 *   It must only `import('./bootstrap')` so shared singletons are negotiated before React loads.
 *   A remote's entry is its standalone dev page only; it is not part of what the shell loads.
 * @property {string[]} [runtimePlugins] Module Federation runtime plugins (absolute paths or packages),
 *   e.g. the retry plugin and the shell's errorLoadRemote fallback.
 * @property {string} [gatewayUrl] Dev-server proxy target: the host forwards /api, /config.json and /remotes
 *   (the gateway in turn reaches the remotes' dev servers on their ports); a remote running standalone forwards /api.
 * @property {Record<string, string>} [define] Build-time constants (rspack's DefinePlugin; values are code, so JSON.stringify them).
 * @property {'development' | 'production'} [mode] Defaults to NODE_ENV (rspack build sets production,
 *   rspack serve sets development).
 */

/**
 * Builds the rspack configuration of one front-end app.
 * @param {AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig(options) {
  const { name, root, remote, host, runtimePlugins = [], gatewayUrl = DEFAULT_GATEWAY_URL, define } = options;
  if (!name || !root) throw new Error('createAppConfig: `name` and `root` are required');
  if (Boolean(remote) === Boolean(host)) {
    throw new Error(`createAppConfig(${name}): pass exactly one of \`host: true\` or \`remote: { exposes }\``);
  }
  const mode = options.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isProduction = mode === 'production';
  const port = options.port ?? DEV_PORTS[name];
  const entry = options.entry ? join(root, options.entry) : firstExisting(root, ['src/main.tsx', 'src/main.ts']);
  if (!entry) throw new Error(`createAppConfig(${name}): no entry; add src/main.ts(x) or pass \`entry\``);
  const template = firstExisting(root, ['index.html']);
  const containerName = federationName(name);
  const hashed = isProduction ? '.[contenthash:8]' : '';
  // A remote's production build is what the shell loads: remoteEntry.js and its chunks, on the shell's Module
  // Federation runtime. Its standalone page (an entry of its own, with its own runtime) is for the dev server.
  const standalonePage = Boolean(host) || !isProduction;

  return {
    mode,
    context: root,
    target: ['web', 'es2022'],
    entry: standalonePage ? { main: entry } : {},
    // Production builds carry no source maps: full maps publish the sources and the build machine's paths to
    // anyone. The dev server keeps them for debugging.
    devtool: isProduction ? false : 'cheap-module-source-map',
    output: {
      path: join(root, 'dist'),
      // The shell is served from the origin root; a remote is served under /remotes/<name>/ by the
      // gateway and on its own port in development, so it works out its URL from remoteEntry.js.
      publicPath: host ? '/' : 'auto',
      uniqueName: containerName,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // Workspace sources are written for nodenext/bundler with `.js` suffixes on relative imports.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // 'source' first: @irrigo/* libs resolve to their TypeScript sources, never to a stale dist.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default', mode],
    },
    module: {
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      generator: {
        'css/auto': {
          localIdentName: isProduction ? '[local]_[hash:6]' : '[name]__[local]__[hash:6]',
          localIdentHashSalt: containerName,
          exportsConvention: 'as-is',
        },
      },
      rules: [
        swcRule(/\.tsx$/, true, isProduction),
        swcRule(/\.ts$/, false, isProduction),
        // *.module.css → CSS Modules, any other .css → global stylesheet.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset' },
      ],
    },
    optimization: {
      minimize: isProduction,
      // A single runtime chunk per container; a shared runtime chunk breaks federation containers.
      runtimeChunk: false,
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName,
        // Content-hashed in production: mf-manifest.json names it, so a returning technician's service worker
        // keeps it like any other chunk and only the small manifest is asked of the network.
        filename: isProduction ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
        manifest: true,
        // dts on makes `rspack build` hang in development mode and adds seconds for types nobody consumes.
        dts: false,
        dev: false,
        exposes: remote?.exposes ?? {},
        shared: SHARED_SINGLETONS,
        // A remote that cannot be reached must not blank the page before React mounts.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        // One Module Federation runtime per page: in production the shell provides it and a remote's
        // remoteEntry.js uses it instead of bringing its own copy (~20 KB gzip each). 'web' leaves out the
        // runtime's Node.js paths (~5 KB gzip).
        experiments: isProduction ? { ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } } : {},
      }),
      ...(standalonePage ? [pageHtml(template, isProduction)] : []),
      ...(define ? [new DefinePlugin(define)] : []),
      // Installable PWA: the shell's manifest, icons and service worker; a technician remote's offline file list.
      ...(host ? shellServiceWorkerPlugins({ root, isProduction }) : remotePrecachePlugins({ name, isProduction })),
    ],
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      ...(host
        ? { proxy: [{ context: ['/api', '/config.json', '/remotes'], target: gatewayUrl, changeOrigin: false }] }
        : {
            proxy: [{ context: ['/api'], target: gatewayUrl, changeOrigin: false }],
            // The shell (another origin in development) fetches mf-manifest.json and chunks from here.
            headers: { 'Access-Control-Allow-Origin': '*' },
          }),
    },
    stats: isProduction ? 'errors-warnings' : 'minimal',
  };
}

/** The HTML page of the shell, or of a remote's standalone dev server. */
function pageHtml(template, isProduction) {
  return new HtmlRspackPlugin({
    ...(template ? { template } : { templateContent: defaultHtml() }),
    // The page is always opened from its origin's root (the shell, or a remote's standalone dev server).
    // A remote's publicPath 'auto' would make these tags relative, so its page would break on nested
    // routes such as /admin/pricebook. Absolute tags fix that without a <base href>, which would turn
    // in-page links (the shell's skip link, #main-content) into navigations to '/'.
    publicPath: '/',
    chunks: ['main'],
    minify: isProduction,
  });
}

/** The page of every app (the shell's, and each remote's standalone dev page); the favicon is a water drop. */
function defaultHtml() {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f766e" />
    <link
      rel="icon"
      href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%230f766e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M12 2.7s-6 6.3-6 11.1a6 6 0 0 0 12 0C18 9 12 2.7 12 2.7z'/%3E%3C/svg%3E"
    />
    <title>Irrigo</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
