import { describe, expect, it } from '@jest/globals';
import { pendingSchemaChanges } from '@irrigo/nest-kit/testing';
import { INSPECTIONS_DATABASE } from '../src/database/inspections-database.js';

describe('inspections migrations', () => {
  it('build exactly the schema its entities describe (an entity changed without a migration fails here)', async () => {
    await expect(pendingSchemaChanges(INSPECTIONS_DATABASE)).resolves.toEqual([]);
  }, 60_000);
});
