// Jest for the services and backend libs: ESM mode (NestJS 12 is ESM-only), TypeScript through SWC,
// workspace libs resolved to their sources so tests never wait for a build.
const path = require('node:path');

const libsRoot = path.join(__dirname, 'libs');

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
          target: 'es2022',
          // `import … with { type: 'json' }` (the report's locales) stays as written: Node's ESM loader requires it.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@irrigo/nest-kit/testing$': path.join(libsRoot, 'nest-kit/src/testing.ts'),
    '^@irrigo/(contracts|nest-kit)$': path.join(libsRoot, '$1/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // A test app starts an embedded PostgreSQL (PGlite) in its beforeAll: on a busy two-core machine running three
  // projects at once that alone has taken over 30 s, so hooks and tests get a minute before they count as hung.
  testTimeout: 60_000,
  // A hook that timed out leaves its embedded database running, and jest would then wait for it forever (CI hung
  // after one such failure): a run ends when its tests have, and reports. `--detectOpenHandles` finds leaks.
  forceExit: true,
  reporters: ['default', path.join(__dirname, 'tools/test/jest-summary-reporter.cjs')],
};
