import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a database: it passes bytes both ways until stalled, then keeps every connection open
 * and passes nothing on, which is what a service sees of a database that stops answering (a suspended process, a
 * network dropping packets). It relays the wire protocol without reading it, so it stands in front of the
 * embedded PostgreSQL (PGlite's socket server) and a real PostgreSQL alike.
 */
export interface StallingRelay {
  /** The local port the relay listens on (127.0.0.1). */
  readonly port: number;
  /** Connections open through the relay now (each pairs a client with its database connection). */
  readonly connections: number;
  /** From now on every byte, either way and on every connection (new ones too), is held back. */
  stall(): void;
  /**
   * Passes bytes again. The bytes held back broke the connections that carried them, so every connection open
   * now is dropped, as a restarted server would drop them; new ones work.
   */
  resume(): void;
  /** Drops every connection and stops listening. */
  close(): Promise<void>;
}

const POSTGRES_DEFAULT_PORT = 5432;

/** Starts a relay to the database at `target` (a postgres:// URL: only its host and port are used). */
export async function startStallingRelay(target: string | URL): Promise<StallingRelay> {
  const url = new URL(target);
  // An IPv6 literal comes bracketed in a URL ([::1]) and bare to net.connect.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port ? Number(url.port) : POSTGRES_DEFAULT_PORT;
  let stalled = false;
  let pairs = 0;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(port, host);
    pairs += 1;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // A dropped connection is what the service under test has to cope with, not a failure of the relay.
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => (stalled ? undefined : upstream.write(chunk)));
    upstream.on('data', (chunk) => (stalled ? undefined : client.write(chunk)));
    client.once('close', () => {
      pairs -= 1;
      upstream.destroy();
    });
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the stalling relay did not get a port');
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port: address.port,
    get connections() {
      return pairs;
    },
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      dropAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        stalled = false;
        dropAll();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}

/** `url` with its host and port replaced by the relay's: what the service under test connects to. */
export function throughRelay(url: string, relay: Pick<StallingRelay, 'port'>): string {
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${relay.port}`;
  return relayed.toString();
}
