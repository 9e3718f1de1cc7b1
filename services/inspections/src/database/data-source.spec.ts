import { jest } from '@jest/globals';

describe('the TypeORM CLI data source', () => {
  it('connects to DATABASE_URL', async () => {
    process.env['DATABASE_URL'] = 'postgres://irrigo@localhost:5432/irrigo';
    await jest.isolateModulesAsync(async () => {
      const { default: dataSource } = await import('./data-source.js');
      expect(dataSource.options).toMatchObject({ type: 'postgres', url: 'postgres://irrigo@localhost:5432/irrigo' });
    });
  });

  it('stops with the service\'s DATABASE_URL message when DATABASE_URL is missing, instead of connecting to an empty URL', async () => {
    delete process.env['DATABASE_URL'];
    await jest.isolateModulesAsync(async () => {
      await expect(import('./data-source.js')).rejects.toThrow('inspections data source: invalid configuration\n  - DATABASE_URL must name a PostgreSQL database');
    });
  });
});
