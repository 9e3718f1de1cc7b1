import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * An image of a freshly initialized embedded PostgreSQL cluster, for the in-memory databases of the API tests.
 * Initializing a cluster (initdb, in WASM) takes about 2 s and every test file starts a database of its own;
 * loading this image takes about 0.4 s. It is made once per installed PGlite version and kept in the system's
 * temporary folder, where every test process (Jest's workers, the services' projects) finds it.
 */
export async function freshClusterImage(): Promise<Blob> {
  const file = join(tmpdir(), `irrigo-pglite-${installedPgliteVersion()}-fresh-cluster.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);

  const db = await PGlite.create();
  const image = await db.dumpDataDir('none');
  await db.close();
  // Written under a name of its own, then renamed: processes that make it at the same time never read half a file.
  const partial = `${file}.${process.pid}-${randomUUID()}`;
  try {
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // A full disk only costs the next test file the initialization again.
    await rm(partial, { force: true });
  }
  return image;
}

function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
