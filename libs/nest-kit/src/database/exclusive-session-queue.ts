import { timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is one PostgreSQL backend: every socket connection shares its one session. pglite-socket's own queue
 * interleaves the connections message by message, so one connection's Bind can meet another's unnamed
 * statement, an error on one makes the backend skip the others' messages until a Sync, and a transaction
 * can take in another connection's statements. Under concurrent load that gave wrong rows, 404s for rows
 * that exist, 500s and hung requests (issue 7).
 *
 * This queue lends the session to one connection at a time, from its first message until the backend says
 * it is idle again (ReadyForQuery with status I): a whole extended-protocol exchange, or a whole transaction,
 * runs alone, exactly as it would on a server backend of its own. Other connections wait their turn.
 *
 * It also asks every connection for the database password (cleartext over loopback) before the backend
 * sees its start-up message, because PGlite itself trusts whoever connects.
 */

/** ReadyForQuery: 'Z', length 5, transaction status. */
const READY_FOR_QUERY = [0x5a, 0x00, 0x00, 0x00, 0x05] as const;
const IDLE = 0x49; // 'I': not in a transaction block
const PASSWORD_MESSAGE = 0x70; // 'p'
const TERMINATE = 0x58; // 'X'

export interface ExclusiveSessionOptions {
  /** Required of every connection before its start-up message reaches the backend. */
  password: string;
  /**
   * A connection that holds the session (mid-transaction) and sends nothing for this long is cut off and its
   * transaction rolled back, so one stuck client cannot stop every other one.
   */
  holdTimeoutMs: number;
  /** Closes a connection's socket (the queue never holds sockets itself). */
  disconnect(handlerId: number): void;
}

interface Job {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

interface Connection {
  /** The start-up message, kept until the password has been checked. */
  startup: Uint8Array | null;
  authenticated: boolean;
  /** A wrong password was given: nothing from this connection reaches the backend. */
  refused: boolean;
}

export class ExclusiveSessionQueue {
  private readonly jobs: Job[] = [];
  private readonly connections = new Map<number, Connection>();
  private owner: number | null = null;
  private processing = false;
  private holdTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: PGlite,
    private readonly options: ExclusiveSessionOptions,
  ) {}

  /** pglite-socket's handler calls this once per protocol message, in order, and waits for it. */
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.jobs.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.jobs.length;
  }

  /** The connection is gone: drop what it still had waiting. */
  clearQueueForHandler(handlerId: number): void {
    for (let index = this.jobs.length - 1; index >= 0; index--) {
      const job = this.jobs[index];
      if (job?.handlerId !== handlerId) continue;
      this.jobs.splice(index, 1);
      job.reject(new Error('connection closed'));
    }
    this.connections.delete(handlerId);
  }

  /** The connection is gone: if it held the session, roll back what it left open and let the next one in. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await this.rollBackOpenTransaction();
    this.release();
    void this.process();
  }

  private async rollBackOpenTransaction(): Promise<void> {
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let job = this.next(); job; job = this.next()) await this.run(job);
    } finally {
      this.processing = false;
    }
  }

  /** The owner's next message, or when nobody holds the session, the oldest message of anyone. */
  private next(): Job | undefined {
    const index = this.owner === null ? 0 : this.jobs.findIndex((job) => job.handlerId === this.owner);
    if (index < 0 || index >= this.jobs.length) return undefined;
    return this.jobs.splice(index, 1)[0];
  }

  private async run(job: Job): Promise<void> {
    const connection = this.connectionOf(job.handlerId);
    if (!connection.authenticated) {
      job.resolve(this.authenticate(job, connection));
      return;
    }
    if (job.message[0] === TERMINATE) {
      // The client says goodbye: whatever it left open must not become the next connection's transaction.
      if (this.owner === job.handlerId || this.owner === null) await this.rollBackOpenTransaction();
      if (this.owner === job.handlerId) this.release();
      job.resolve(0);
      return;
    }
    this.hold(job.handlerId);
    let tail: number[] = [];
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(job.message, {
          onRawData: (chunk: Uint8Array) => {
            bytes += chunk.length;
            tail = [...tail, ...chunk.subarray(Math.max(0, chunk.length - 6))].slice(-6);
            job.onData(chunk);
          },
        }),
      );
    } catch (error) {
      // The backend could not even take the message: this connection's state is unknown, so it goes.
      this.release();
      this.options.disconnect(job.handlerId);
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (endsIdle(tail)) this.release();
    job.resolve(bytes);
  }

  /**
   * The first message is the start-up message: it waits until the password is right. Anything else before
   * that, or a wrong password, is refused. Returns the bytes written to the client.
   */
  private authenticate(job: Job, connection: Connection): number {
    if (connection.refused) return send(job, passwordRefused());
    if (connection.startup === null) {
      connection.startup = job.message;
      return send(job, authenticationCleartextPassword());
    }
    if (job.message[0] !== PASSWORD_MESSAGE || !passwordMatches(job.message, this.options.password)) {
      // The client closes on a FATAL error; until it does, whatever it sends gets the same answer.
      connection.refused = true;
      return send(job, passwordRefused());
    }
    connection.authenticated = true;
    // The kept start-up message goes to the backend next, in this connection's turn.
    this.jobs.unshift({ handlerId: job.handlerId, message: connection.startup, onData: job.onData, resolve: () => undefined, reject: () => undefined });
    connection.startup = null;
    return 0;
  }

  private connectionOf(handlerId: number): Connection {
    let connection = this.connections.get(handlerId);
    if (!connection) {
      connection = { startup: null, authenticated: false, refused: false };
      this.connections.set(handlerId, connection);
    }
    return connection;
  }

  private hold(handlerId: number): void {
    this.owner = handlerId;
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => {
      if (this.owner !== handlerId) return;
      // Cut off: the socket handler's detach calls clearTransactionIfNeeded, which rolls back and moves on.
      this.options.disconnect(handlerId);
    }, this.options.holdTimeoutMs);
    this.holdTimer.unref();
  }

  private release(): void {
    this.owner = null;
    clearTimeout(this.holdTimer);
  }
}

function endsIdle(tail: number[]): boolean {
  return tail.length === 6 && READY_FOR_QUERY.every((byte, index) => tail[index] === byte) && tail[5] === IDLE;
}

function send(job: Job, message: Buffer): number {
  job.onData(message);
  return message.length;
}

function authenticationCleartextPassword(): Buffer {
  const message = Buffer.alloc(9);
  message.write('R', 0);
  message.writeInt32BE(8, 1);
  message.writeInt32BE(3, 5);
  return message;
}

function passwordRefused(): Buffer {
  const fields = Buffer.from('SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed for user "postgres"\0\0', 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/** PasswordMessage: 'p', length, the password as a C string. */
function passwordMatches(message: Uint8Array, expected: string): boolean {
  const given = Buffer.from(message.subarray(5, Math.max(5, message.length - 1)));
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
