import { describe, expect, it } from '@jest/globals';
import { pendingSchemaChanges } from '@irrigo/nest-kit/testing';
import { AUTH_DATABASE } from '../src/database/auth-database.js';

describe('auth migrations', () => {
  it('build exactly the schema its entities describe (an entity changed without a migration fails here)', async () => {
    await expect(pendingSchemaChanges(AUTH_DATABASE)).resolves.toEqual([]);
  }, 60_000);
});
