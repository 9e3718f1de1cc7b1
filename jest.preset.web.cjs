// Jest for the front end (apps/shell, apps/mf-*, libs/ui|i18n|session|api-client): jsdom, TypeScript and
// TSX through SWC with React's automatic runtime, workspace libs resolved to their sources so tests never
// wait for a build. CommonJS mode: every front-end dependency ships a CommonJS build.
//
// Use from a project's jest.config.cjs:
//   const { webJestConfig } = require('../../jest.preset.web.cjs');
//   module.exports = webJestConfig(__dirname);              // or webJestConfig(__dirname, { ...overrides })
// A test that needs Node's fetch/Response instead of the DOM starts with `/** @jest-environment node */`.
const path = require('node:path');

const libsRoot = path.join(__dirname, 'libs');

const webJestPreset = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    // TanStack Table 9 and uuid 14 (UUIDv7 ids made on the device) ship ES modules only: SWC turns them
    // into CommonJS like the sources.
    '^.+/node_modules/(@tanstack/(react-table|table-core)|uuid)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@tanstack/(react-table|table-core)|uuid)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
  moduleNameMapper: {
    // CSS first so `@irrigo/ui/styles/global.css` is stubbed rather than mapped to a lib entry.
    '\\.css$': 'identity-obj-proxy',
    // Test-only helpers (tools/test/web), before the catch-all that maps @irrigo/<name> to libs/<name>.
    '^@irrigo/test-web$': path.join(__dirname, 'tools/test/web/index.ts'),
    '^@irrigo/([a-z-]+)$': path.join(libsRoot, '$1/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.web.cjs')],
  testMatch: ['<rootDir>/src/**/*.{spec,test}.{ts,tsx}'],
  reporters: ['default', path.join(__dirname, 'tools/test/jest-summary-reporter.cjs')],
  clearMocks: true,
  restoreMocks: true,
  // CI runs every project at once on two cores: a screen test that renders a whole form has taken over 5 s there.
  // A test gets 30 s before it counts as hung (and Testing Library's waits 5 s, jest.setup.web.cjs).
  testTimeout: 30_000,
};

/**
 * The preset applied to one project folder.
 * @param {string} projectDir the project's folder (`__dirname` of its jest.config.cjs)
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
function webJestConfig(projectDir, overrides = {}) {
  return {
    ...webJestPreset,
    ...overrides,
    rootDir: projectDir,
    displayName: path.basename(projectDir),
    // A project's own mappings are tried before the preset's catch-all patterns.
    moduleNameMapper: { ...overrides.moduleNameMapper, ...webJestPreset.moduleNameMapper },
  };
}

module.exports = { webJestPreset, webJestConfig };
