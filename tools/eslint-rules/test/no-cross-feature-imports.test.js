import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../index.js';

// RuleTester reports through the test framework it finds; node's runner has no globals, so it is handed over.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const rule = plugin.rules['no-cross-feature-imports'];

/** A file of mf-tech's tech-dashboard feature, at the feature's root or deeper. */
const DASHBOARD = 'apps/mf-tech/src/features/tech-dashboard/TechDashboard.tsx';
const DASHBOARD_COMPONENT = 'apps/mf-tech/src/features/tech-dashboard/components/PasswordPrompt.tsx';

/**
 * @param {string} own the feature the importing file belongs to
 * @param {string} other the feature it reaches into
 * @param {string} specifier
 */
const crossFeature = (own, other, specifier) => ({ messageId: 'crossFeature', data: { own, other, specifier } });

describe('irrigo/no-cross-feature-imports', () => {
  it('is exported by the plugin under its name', () => {
    if (!rule) throw new Error('the plugin does not export irrigo/no-cross-feature-imports');
  });
});

ruleTester.run('no-cross-feature-imports', /** @type {import('eslint').Rule.RuleModule} */ (rule), {
  valid: [
    {
      name: 'its own components, api and hooks',
      filename: DASHBOARD,
      code: `import { Greeting } from './components/Greeting';\nimport { usePasswordPrompt } from './hooks/use-password-prompt';`,
    },
    {
      name: 'its own root from a sub-folder',
      filename: DASHBOARD_COMPONENT,
      code: `import { greetingOf } from '../greeting';\nimport { usePasswordPrompt } from '../hooks/use-password-prompt';`,
    },
    {
      name: 'shared layout, hooks, app modules and libs',
      filename: DASHBOARD_COMPONENT,
      code: [
        `import { TechFrame } from '../../../components/tech-frame/TechFrame';`,
        `import { ChangePasswordForm } from '../../../components/change-password/ChangePasswordForm';`,
        `import { useSignedInTechnician } from '../../../hooks/use-signed-in-technician';`,
        `import { TECH_NAMESPACE } from '../../../app/i18n';`,
        `import { messageOf } from '../../../app/error-messages';`,
        `import en from '../../../locales/en/tech.json';`,
        `import { Button } from '@irrigo/ui';`,
        `import { useQuery } from '@tanstack/react-query';`,
      ].join('\n'),
    },
    {
      name: 'src/app wires features together',
      filename: 'apps/mf-auth/src/app/landmarks.spec.tsx',
      code: `import SignIn from '../features/sign-up/SignIn.js';\nimport TechLogin from '../features/tech-login/TechLogin.js';`,
    },
    {
      name: 'shared code outside features is not a feature',
      filename: 'apps/mf-tech/src/components/tech-frame/TechFrame.tsx',
      code: `import { TECH_NAMESPACE } from '../../app/i18n';`,
    },
    { name: 'a file named like its feature', filename: 'apps/mf-auth/src/features/sign-up/SignUp.tsx', code: `import { useSignUp } from './api/sign-up.js';` },
    {
      name: "another remote's feature is the remote boundary's business (no-restricted-imports), not this rule's",
      filename: DASHBOARD,
      code: `import Dashboard from '../../../../mf-admin/src/features/dashboard/Dashboard';`,
    },
    {
      name: 'its own feature through the package name',
      filename: DASHBOARD,
      code: `import { greetingOf } from '@irrigo/mf-tech/src/features/tech-dashboard/greeting';`,
    },
    { name: 'a dynamic import of its own screen', filename: DASHBOARD_COMPONENT, code: `const screen = import('../TechDashboard');` },
    {
      name: 'an import whose path is computed cannot be checked and is left alone',
      filename: DASHBOARD,
      code: 'const name = "x";\nconst m = import(`../${name}/X`);',
    },
  ],
  invalid: [
    {
      name: 'a relative import of a sibling feature',
      filename: DASHBOARD,
      code: `import TechSettings from '../tech-settings/TechSettings';`,
      errors: [crossFeature('tech-dashboard', 'tech-settings', '../tech-settings/TechSettings')],
    },
    {
      name: "a component reaching into another feature's api",
      filename: DASHBOARD_COMPONENT,
      code: `import { useTechnicianSettings } from '../../tech-settings/hooks/use-technician-settings';`,
      errors: [crossFeature('tech-dashboard', 'tech-settings', '../../tech-settings/hooks/use-technician-settings')],
    },
    {
      name: 'through src, from a deep file',
      filename: 'apps/mf-auth/src/features/admin-login/components/AdminLoginDialog.tsx',
      code: `import { logInTechnician } from '../../../features/tech-login/api/log-in-technician.js';`,
      errors: [crossFeature('admin-login', 'tech-login', '../../../features/tech-login/api/log-in-technician.js')],
    },
    {
      name: 'a feature whose name only starts like the importing one is another feature',
      filename: 'apps/mf-auth/src/features/sign/Sign.tsx',
      code: `import SignUp from '../sign-up/SignUp.js';`,
      errors: [crossFeature('sign', 'sign-up', '../sign-up/SignUp.js')],
    },
    {
      name: 'a type-only import counts as well',
      filename: 'apps/mf-admin/src/features/audit-log/AuditLog.tsx',
      code: `import type { TeamAccount } from '../team-accounts/api/team-accounts';`,
      errors: [crossFeature('audit-log', 'team-accounts', '../team-accounts/api/team-accounts')],
    },
    {
      name: 're-exports, dynamic imports, require and jest.mock',
      filename: 'apps/mf-admin/src/features/settings/Settings.spec.tsx',
      code: [
        `export { default } from '../dashboard/Dashboard';`,
        `export * from '../bulk-accounts/bulk-accounts-text';`,
        `const lazyScreen = import('../audit-log/AuditLog');`,
        `const text = require('../access-requests/access-requests-text');`,
        `jest.mock('../team-accounts/api/team-accounts');`,
      ].join('\n'),
      errors: [
        crossFeature('settings', 'dashboard', '../dashboard/Dashboard'),
        crossFeature('settings', 'bulk-accounts', '../bulk-accounts/bulk-accounts-text'),
        crossFeature('settings', 'audit-log', '../audit-log/AuditLog'),
        crossFeature('settings', 'access-requests', '../access-requests/access-requests-text'),
        crossFeature('settings', 'team-accounts', '../team-accounts/api/team-accounts'),
      ],
    },
    {
      name: 'a type import in a type position',
      filename: DASHBOARD,
      code: `let settings: import('../tech-settings/technician-settings').TechnicianSettings;`,
      errors: [crossFeature('tech-dashboard', 'tech-settings', '../tech-settings/technician-settings')],
    },
    {
      name: 'not relative: through the package name, an alias, or a path from the workspace root',
      filename: DASHBOARD,
      code: [
        `import a from '@irrigo/mf-tech/src/features/tech-settings/TechSettings';`,
        `import b from '@/features/tech-settings/TechSettings';`,
        `import c from 'src/features/tech-settings/TechSettings';`,
        `import d from 'apps/mf-tech/src/features/tech-settings/TechSettings';`,
      ].join('\n'),
      errors: [
        crossFeature('tech-dashboard', 'tech-settings', '@irrigo/mf-tech/src/features/tech-settings/TechSettings'),
        crossFeature('tech-dashboard', 'tech-settings', '@/features/tech-settings/TechSettings'),
        crossFeature('tech-dashboard', 'tech-settings', 'src/features/tech-settings/TechSettings'),
        crossFeature('tech-dashboard', 'tech-settings', 'apps/mf-tech/src/features/tech-settings/TechSettings'),
      ],
    },
    {
      name: 'an absolute path into a sibling feature',
      filename: '/repo/apps/mf-tech/src/features/tech-dashboard/TechDashboard.tsx',
      code: `import x from '/repo/apps/mf-tech/src/features/sections/Section';`,
      errors: [crossFeature('tech-dashboard', 'sections', '/repo/apps/mf-tech/src/features/sections/Section')],
    },
    {
      name: 'the features folder itself, a barrel of every feature',
      filename: DASHBOARD,
      code: `import { anything } from '..';`,
      errors: [{ messageId: 'allFeatures', data: { own: 'tech-dashboard', specifier: '..' } }],
    },
    {
      name: 'Windows paths are read the same way',
      filename: 'C:\\repo\\apps\\mf-tech\\src\\features\\tech-dashboard\\TechDashboard.tsx',
      code: `import TechSettings from '../tech-settings/TechSettings';`,
      errors: [crossFeature('tech-dashboard', 'tech-settings', '../tech-settings/TechSettings')],
    },
  ],
});
