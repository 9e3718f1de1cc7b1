/**
 * irrigo/no-cross-feature-imports: a feature never imports another feature (CONVENTIONS.md, after
 * bulletproof-react). A file under `<app>/src/features/<a>/` may import its own feature, anything outside
 * `src/features` (src/app's shared modules, src/components, src/hooks, src/lib) and libs, but nothing under
 * `<app>/src/features/<b>/`. What two features share moves out to src/components, src/hooks or a lib; two
 * features are put together only in src/app, which wires them.
 *
 * Every way a module names another is checked: import and export-from declarations, `import type`,
 * `import()` (also as a type), `require()` and `jest.mock()`-style calls, whether the path is relative
 * ('../b/Screen.js'), absolute, through the app's own package name ('@irrigo/mf-tech/src/features/b') or an
 * alias ('@/features/b', '~/features/b', 'src/features/b').
 */

import { posix } from 'node:path';

/** The file's app source root and feature: '/r/apps/mf-tech/src/features/a/x/Y.tsx' → { src: '/r/apps/mf-tech/src', feature: 'a' }. */
const FEATURE_FILE = /^(.*\/src)\/features\/([^/]+)\/.+$/;
/** A path that names a feature folder: '.../src/features/b', '.../src/features/b/api/x.js'. */
const FEATURE_TARGET = /^(.*\/src)\/features(?:\/([^/]+))?(?:\/.*)?$/;
/** A non-relative specifier that names a feature through an alias: '@/features/b', '~/features/b', '#features/b', 'src/features/b'. */
const ALIASED_FEATURE = /^(?:[@~#]\/?|src\/)features(?:\/([^/]+))?(?:\/.*)?$/;
/** `jest.mock('…')` and its relatives take a module path as their first argument. */
const MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'dontMock', 'requireActual', 'requireMock', 'createMockFromModule', 'setMock']);

/**
 * @typedef {import('eslint').Rule.RuleContext} RuleContext
 * @typedef {import('eslint').Rule.Node} EslintNode
 * @typedef {{ type: string, value?: unknown, [field: string]: unknown }} AstNode
 */

/** @param {string} path */
const slashed = (path) => path.replace(/\\/g, '/');

/**
 * The feature `specifier` lands in, seen from a file of feature `own` in the app whose src is `src`; null
 * when it lands outside src/features (or in another app, whose own rule, remote boundaries, applies).
 * An empty string is the features folder itself (a barrel of every feature).
 * @param {string} specifier @param {string} fileDir @param {string} src
 * @returns {string | null}
 */
function featureOfSpecifier(specifier, fileDir, src) {
  const spec = slashed(specifier);
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..' || spec.startsWith('/')) {
    const target = spec.startsWith('/') ? posix.normalize(spec) : posix.join(fileDir, spec);
    const match = FEATURE_TARGET.exec(target);
    return match && match[1] === src ? (match[2] ?? '') : null;
  }
  const aliased = ALIASED_FEATURE.exec(spec);
  if (aliased) return aliased[1] ?? '';
  // Through a package name or a path from the workspace root: '@irrigo/mf-tech/src/features/b', 'apps/mf-tech/src/features/b'.
  const appFolder = posix.basename(posix.dirname(src));
  const named = new RegExp(`(?:^|/)${appFolder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/src/features(?:/([^/]+))?(?:/.*)?$`).exec(spec);
  return named ? (named[1] ?? '') : null;
}

/** @param {AstNode | null | undefined} node @returns {string | null} */
function stringOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = /** @type {AstNode[] | undefined} */ (node.quasis);
  if (node.type === 'TemplateLiteral' && Array.isArray(quasis) && quasis.length === 1) {
    const cooked = /** @type {{ cooked?: unknown }} */ (quasis[0]?.value)?.cooked;
    return typeof cooked === 'string' ? cooked : null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A file of src/features/<a> never imports src/features/<b>: shared pieces live in src/components, src/hooks or a lib, and src/app composes features.',
    },
    schema: [],
    messages: {
      crossFeature:
        "The {{own}} feature imports '{{specifier}}' from the {{other}} feature: features never import each other. Move what both use to src/components, src/hooks or a lib, or put the two together in src/app.",
      allFeatures:
        "The {{own}} feature imports '{{specifier}}', the folder of every feature: features never import each other. Import from the own feature, src/components, src/hooks or a lib.",
    },
  },

  create(context) {
    const file = slashed(context.physicalFilename ?? context.filename);
    const match = FEATURE_FILE.exec(posix.isAbsolute(file) ? file : posix.join('/', file));
    if (!match) return {};
    const src = /** @type {string} */ (match[1]);
    const own = /** @type {string} */ (match[2]);
    const fileDir = posix.dirname(posix.isAbsolute(file) ? file : posix.join('/', file));

    /** @param {AstNode | null | undefined} source */
    function check(source) {
      const specifier = stringOf(source);
      if (specifier === null || !source) return;
      const other = featureOfSpecifier(specifier, fileDir, src);
      if (other === null || other === own) return;
      context.report({
        node: /** @type {EslintNode} */ (/** @type {unknown} */ (source)),
        messageId: other === '' ? 'allFeatures' : 'crossFeature',
        data: { own, other, specifier },
      });
    }

    return {
      ImportDeclaration: (node) => check(/** @type {AstNode} */ (node.source)),
      ExportNamedDeclaration: (node) => check(/** @type {AstNode | null} */ (node.source)),
      ExportAllDeclaration: (node) => check(/** @type {AstNode} */ (node.source)),
      ImportExpression: (node) => check(/** @type {AstNode} */ (node.source)),
      /** @param {EslintNode} node */
      CallExpression(node) {
        if (node.type !== 'CallExpression') return;
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isModuleCall =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          (callee.object.name === 'jest' || callee.object.name === 'vi') &&
          callee.property.type === 'Identifier' &&
          MODULE_CALLS.has(callee.property.name);
        if (isRequire || isModuleCall) check(/** @type {AstNode | undefined} */ (/** @type {unknown} */ (node.arguments[0])));
      },
      /** `import('../b/x.js').Type` in a type position, and `import x = require('../b/x.js')`. */
      /** @param {EslintNode} node */
      'TSImportType, TSExternalModuleReference'(node) {
        const typed = /** @type {AstNode} */ (/** @type {unknown} */ (node));
        const argument = /** @type {AstNode | undefined} */ (typed.argument ?? typed.expression);
        check(argument?.type === 'TSLiteralType' ? /** @type {AstNode} */ (argument.literal) : argument);
      },
    };
  },
};
