import { describe, expect, it } from '@jest/globals';
import { pendingSchemaChanges } from '@irrigo/nest-kit/testing';
import { ORG_DATABASE } from '../src/database/org-database.js';

describe('org migrations', () => {
  it('build exactly the schema its entities describe (an entity changed without a migration fails here)', async () => {
    await expect(pendingSchemaChanges(ORG_DATABASE)).resolves.toEqual([]);
  }, 60_000);
});
