/**
 * The `irrigo` ESLint plugin (flat config): rules that hold the workspace to CONVENTIONS.md where a
 * reviewer could miss it. Registered in the root eslint.config.js.
 */
import { explicitRouteAccess } from './rules/explicit-route-access.js';
import { noCrossFeatureImports } from './rules/no-cross-feature-imports.js';

const plugin = {
  meta: { name: '@irrigo/eslint-rules', version: '0.1.0' },
  rules: {
    'explicit-route-access': explicitRouteAccess,
    'no-cross-feature-imports': noCrossFeatureImports,
  },
};

export default plugin;
