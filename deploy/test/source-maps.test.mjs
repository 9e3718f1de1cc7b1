// Full source maps publish every source file and the build machine's paths. Production builds must not make
// them, and the static servers of deploy/ must not serve one a build left behind; the dev server keeps them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createAppConfig } from '../../tools/build/rspack-app.mjs';

const root = join(import.meta.dirname, '..', '..');
const APPS = [
  { name: 'shell', host: true },
  { name: 'mf-auth', remote: { exposes: { './Routes': './src/routes.tsx' } } },
];

describe('source maps', () => {
  it('are not produced by production builds of the shell or a remote', () => {
    for (const app of APPS) {
      const config = createAppConfig({ ...app, root: join(root, 'apps', app.name), mode: 'production' });
      assert.equal(config.devtool, false, `${app.name}: production devtool`);
    }
  });

  it('are kept for the dev server', () => {
    for (const app of APPS) {
      const config = createAppConfig({ ...app, root: join(root, 'apps', app.name), mode: 'development' });
      assert.match(String(config.devtool), /source-map/, `${app.name}: development devtool`);
    }
  });

  it('are refused by the remotes’ nginx, whatever a build left in the folder', () => {
    const nginx = readFileSync(join(root, 'deploy/remote.nginx.conf'), 'utf8');
    assert.match(nginx, /location ~\*? \\\.map\$ \{\s*return 404;\s*\}/);
  });
});
