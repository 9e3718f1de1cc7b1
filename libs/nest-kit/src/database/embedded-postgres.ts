import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** postgres:// URL any PostgreSQL client (pg, TypeORM) can connect to. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * PostgreSQL without a server: PGlite (PostgreSQL compiled to WASM) answering the wire protocol on a local
 * port. One instance holds one database, so each service gets its own instance (DESIGN.md "Embedded default").
 * `dataDir` keeps data on disk; without it the database lives in memory (tests).
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number; host?: string } = {}): Promise<EmbeddedPostgres> {
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections: 16 });
  await server.start();
  const address = server.getServerConn();
  const port = Number(address.slice(address.lastIndexOf(':') + 1));
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    port,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
