import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { freshClusterImage } from '../src/testing/fresh-cluster-image.js';

/**
 * The embedded database as the services use it: a pool of connections from one process, each running
 * parameterised statements (the extended protocol) and transactions at the same time.
 */
describe('embedded PostgreSQL', () => {
  let database: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await startEmbeddedPostgres({ password: 'meadow-valve-7' });
    pool = new pg.Pool({ connectionString: database.url, max: 5 });
    await pool.query('CREATE TABLE counters (id int PRIMARY KEY, value int NOT NULL)');
    await pool.query('CREATE TABLE zones (id serial PRIMARY KEY, counter_id int NOT NULL, name text NOT NULL)');
    await pool.query('INSERT INTO counters (id, value) SELECT n, 0 FROM generate_series(1, 10) AS n');
  });

  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it('asks for the password: none or a wrong one is refused', async () => {
    const url = new URL(database.url);
    url.password = 'wrong';
    await expect(withClient(url.toString(), (client) => client.query('SELECT 1'))).rejects.toThrow(/password authentication failed/);
    url.password = '';
    await expect(withClient(url.toString(), (client) => client.query('SELECT 1'))).rejects.toThrow();
    await expect(withClient(database.url, async (client) => (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one)).resolves.toBe(1);
  });

  it('answers 50 concurrent reads and transactional writes each with its own right answer, and loses nothing', async () => {
    const work = Array.from({ length: 50 }, (_, index) => {
      const counterId = (index % 10) + 1;
      if (index % 3 === 0) {
        // A read whose answer depends on its own parameter: another statement's rows would show.
        return async () => {
          const { rows } = await pool.query<{ id: number; doubled: number }>('SELECT id, $2::int * 2 AS doubled FROM counters WHERE id = $1', [
            counterId,
            index,
          ]);
          expect(rows).toEqual([{ id: counterId, doubled: index * 2 }]);
        };
      }
      return async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const before = await client.query<{ value: number }>('SELECT value FROM counters WHERE id = $1 FOR UPDATE', [counterId]);
          await client.query('INSERT INTO zones (counter_id, name) VALUES ($1, $2)', [counterId, `zone ${index}`]);
          await client.query('UPDATE counters SET value = $2 WHERE id = $1', [counterId, (before.rows[0]?.value ?? 0) + 1]);
          if (index % 7 === 0) {
            // A failed statement inside a transaction poisons only that transaction.
            await expect(client.query('SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
            await client.query('ROLLBACK');
            return;
          }
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      };
    });

    await Promise.all(work.map((run) => run()));

    const writes = work.map((_, index) => index).filter((index) => index % 3 !== 0);
    const committed = writes.filter((index) => index % 7 !== 0);
    const { rows: zones } = await pool.query<{ name: string }>('SELECT name FROM zones ORDER BY id');
    expect(zones.map((zone) => zone.name).sort()).toEqual(committed.map((index) => `zone ${index}`).sort());
    const { rows: total } = await pool.query<{ sum: string }>('SELECT sum(value) AS sum FROM counters');
    expect(Number(total[0]?.sum)).toBe(committed.length);
  });

  it('rolls back what a connection left open when it goes, and lets the others on', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('UPDATE counters SET value = -100 WHERE id = 1');
    await client.end();
    const { rows } = await pool.query<{ value: number }>('SELECT value FROM counters WHERE id = 1');
    expect(rows[0]?.value).not.toBe(-100);
  });
});

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL started from the image of a fresh cluster (the API tests’ databases)', () => {
  it('is a fresh cluster that works: pg_trgm can be created, and what one database writes no other sees', async () => {
    const image = await freshClusterImage();
    const first = await startEmbeddedPostgres({ image });
    const second = await startEmbeddedPostgres({ image: await freshClusterImage() });
    try {
      await withClient(first.url, async (client) => {
        await client.query('CREATE EXTENSION pg_trgm');
        await client.query('CREATE TABLE sites (name text NOT NULL)');
        await client.query(`INSERT INTO sites VALUES ('Whitman Park')`);
        const similar = await client.query<{ score: number }>(`SELECT similarity(name, 'Whitman Prak') AS score FROM sites`);
        expect(similar.rows[0]?.score).toBeGreaterThan(0.3);
      });
      const tables = await withClient(second.url, (client) => client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`));
      expect(tables.rows[0]).toEqual({ n: 0 });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
