// One lint configuration for the whole workspace; each project runs `eslint src` from its own folder.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import irrigo from './tools/eslint-rules/index.js';

const FRONT_END_LIBS = ['ui', 'i18n', 'session', 'api-client', 'router'];
const REMOTES = ['mf-auth', 'mf-admin', 'mf-tech'];

/** Module boundaries (DESIGN.md): remotes never import each other; services never import front-end code. */
const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const remoteImports = (self) =>
  REMOTES.filter((r) => r !== self).map((r) => ({
    group: [`@irrigo/${r}`, `@irrigo/${r}/*`, `**/${r}/**`],
    message: 'Remotes never import each other: share through libs/* or the shell runtime.',
  }));
const frontEndImports = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-router', ...FRONT_END_LIBS.map((l) => `@irrigo/${l}`), '**/apps/**'],
  message: 'Services and backend libs never import front-end code.',
};
const backEndImports = {
  group: ['@nestjs/*', 'typeorm', '@irrigo/nest-kit', '@irrigo/nest-kit/*', '**/services/**'],
  message: 'Front-end code never imports backend code; talk to the API instead.',
};
/** The form kit owns react-hook-form and zod: one copy shared by the federation, and only the zod/mini functions it curates. */
const formLibraries = {
  group: ['zod', 'zod/*', 'react-hook-form', '@hookform/*'],
  message: 'Forms use the kit: z, useZodForm and the field schemas come from @irrigo/ui/forms.',
};
/** react-router is reached through libs/router, the one shared router (see its index for why). */
const routerPackage = {
  group: ['react-router', 'react-router/*', 'react-router-dom'],
  message: 'Import the router from @irrigo/router: it is the one copy the federation shares.',
};
const libInternals = {
  group: ['@irrigo/*/src/*', '**/libs/*/src/**'],
  message: 'Import a lib through its public entry (@irrigo/<lib>), never its internals.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', '**/coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  // Nest's dependency injection reads constructor parameter types at run time: type-only imports break it.
  {
    files: ['services/**/*.ts', 'libs/nest-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // No endpoint left unguarded: every controller route names its access (tools/eslint-rules).
  {
    files: ['services/**/*.ts', 'libs/nest-kit/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/test/**'],
    plugins: { irrigo },
    rules: { 'irrigo/explicit-route-access': 'error' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', ...FRONT_END_LIBS.map((l) => `libs/${l}/**/*.{ts,tsx}`)],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/**/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/*.test.tsx'],
    plugins: { i18next },
    // JSX text and the attributes people read; design-system props (size, tone, to…) are not text.
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(placeholder|title|alt|label|aria-label|aria-description|aria-valuetext|description|prompt|hint|error)$'] },
          callees: {
            exclude: ['t', 'i18n(ext)?\\.t', 'register', 'setValue', 'getValues', 'watch', 'trigger', 'setFocus', 'resetField', 'navigate', 'require'],
          },
        },
      ],
    },
  },
  { files: ['services/**/*.ts', 'libs/nest-kit/**/*.ts', 'libs/contracts/**/*.ts'], rules: boundary([frontEndImports, libInternals]) },
  { files: ['apps/shell/**/*.{ts,tsx}', ...FRONT_END_LIBS.map((l) => `libs/${l}/**/*.{ts,tsx}`)], rules: boundary([backEndImports, libInternals]) },
  { files: ['apps/shell/**/*.{ts,tsx}'], rules: boundary([backEndImports, libInternals, formLibraries, routerPackage]) },
  ...REMOTES.map((remote) => ({
    files: [`apps/${remote}/**/*.{ts,tsx}`],
    rules: boundary([backEndImports, libInternals, formLibraries, routerPackage, ...remoteImports(remote)]),
  })),
  // A feature never imports another feature (bulletproof-react): shared pieces live in src/components, src/hooks or
  // a lib, and src/app wires features together (tools/eslint-rules). Specs included: a test stays in its feature too.
  {
    files: REMOTES.map((remote) => `apps/${remote}/src/features/**/*.{ts,tsx}`),
    plugins: { irrigo },
    rules: { 'irrigo/no-cross-feature-imports': 'error' },
  },
  // Layout belongs to Prettier (npm run format); no lint rule argues with it.
  prettier,
);
