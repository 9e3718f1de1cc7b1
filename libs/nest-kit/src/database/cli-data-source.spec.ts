import { describe, expect, it } from '@jest/globals';
import { cliDataSource } from './cli-data-source.js';

const DATABASE = { schema: 'auth', migrations: [], entities: [] };

describe('cliDataSource', () => {
  it('connects to DATABASE_URL on one connection', () => {
    const dataSource = cliDataSource('auth', DATABASE, { DATABASE_URL: 'postgres://irrigo@localhost:5432/irrigo' });
    expect(dataSource.options).toMatchObject({ type: 'postgres', url: 'postgres://irrigo@localhost:5432/irrigo', poolSize: 1 });
  });

  it("stops with the services' DATABASE_URL message when DATABASE_URL is missing, instead of connecting to an empty URL", () => {
    expect(() => cliDataSource('org', DATABASE, {})).toThrow('org data source: invalid configuration\n  - DATABASE_URL must name a PostgreSQL database');
  });
});
