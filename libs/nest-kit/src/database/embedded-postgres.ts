import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { ExclusiveSessionQueue } from './exclusive-session-queue.js';

export interface EmbeddedPostgres {
  /** postgres:// URL any PostgreSQL client (pg, TypeORM) can connect to, password included. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Keeps the data on disk; without it the database lives in memory (tests). */
  dataDir?: string;
  /**
   * Starts from this image of a data directory (PGlite's `dumpDataDir`) instead of initializing a new cluster,
   * which takes seconds: tests start each in-memory database from one image of a fresh cluster.
   */
  image?: Blob;
  port?: number;
  host?: string;
  /** Asked of every connection; a random one when not given (tests, which only use the returned URL). */
  password?: string;
}

/** More than any one service's pool plus a migration runner and a person's psql. */
const MAX_CONNECTIONS = 32;
/** A connection holding the session mid-transaction and silent for this long is cut off (ExclusiveSessionQueue). */
const SESSION_HOLD_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL without a server: PGlite (PostgreSQL compiled to WASM) answering the wire protocol on a local
 * port. One instance holds one database, so each service gets its own instance (DESIGN.md "Embedded default").
 * pglite-socket frames the protocol; our queue gives each connection the backend to itself for a whole
 * exchange or transaction, and checks the password (exclusive-session-queue.ts says why).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  // pg_trgm is loaded so that migrations may `CREATE EXTENSION pg_trgm` as on PostgreSQL (trigram search indexes).
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
    extensions: { pg_trgm },
  });
  const host = options.host ?? '127.0.0.1';
  const password = options.password ?? randomBytes(24).toString('base64url');
  const handlers = new Map<number, PGLiteSocketHandler>();
  const queue = new ExclusiveSessionQueue(db, {
    password,
    holdTimeoutMs: SESSION_HOLD_TIMEOUT_MS,
    disconnect: (handlerId) => void handlers.get(handlerId)?.detach(true),
  });

  const server = createServer((socket) => {
    if (handlers.size >= MAX_CONNECTIONS) {
      socket.destroy();
      return;
    }
    // The handler's type names pglite-socket's own queue class; ours keeps the same four methods.
    const handler = new PGLiteSocketHandler({ queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'], closeOnDetach: true });
    handlers.set(handler.handlerId, handler);
    const forget = () => handlers.delete(handler.handlerId);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  const port = await listen(server, options.port ?? 0, host);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@${host}:${port}/postgres`,
    port,
    async close() {
      await Promise.all([...handlers.values()].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
