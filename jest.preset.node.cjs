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
  testTimeout: 30_000,
  reporters: ['default', path.join(__dirname, 'tools/test/jest-summary-reporter.cjs')],
};
