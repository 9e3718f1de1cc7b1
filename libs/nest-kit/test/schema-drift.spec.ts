import { describe, expect, it } from '@jest/globals';
import { Column, Entity, PrimaryGeneratedColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { pendingSchemaChanges } from '../src/testing.js';

@Entity({ name: 'valves', schema: 'drift' })
class Valve {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;
}

@Entity({ name: 'valves', schema: 'drift' })
class ValveWithZone {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Added to the entity without a migration. */
  @Column({ name: 'zone_number', type: 'integer', nullable: true })
  zoneNumber!: number | null;
}

class CreateValves1700000000000 implements MigrationInterface {
  name = 'CreateValves1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A CHECK the entity does not declare, and an index under the migration's own name: the migration's extras.
    await queryRunner.query(`CREATE TABLE "drift"."valves" ("id" uuid PRIMARY KEY DEFAULT gen_random_uuid(), "name" text NOT NULL CHECK ("name" <> ''))`);
    await queryRunner.query(`CREATE INDEX "valves_name_idx" ON "drift"."valves" ("name")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "drift"."valves"`);
  }
}

describe('pendingSchemaChanges', () => {
  it('is empty when the migrations build what the entities describe, whatever extras the migrations add', async () => {
    await expect(pendingSchemaChanges({ schema: 'drift', entities: [Valve], migrations: [CreateValves1700000000000] })).resolves.toEqual([]);
  }, 60_000);

  it('names the SQL an entity changed without a migration still needs', async () => {
    await expect(pendingSchemaChanges({ schema: 'drift', entities: [ValveWithZone], migrations: [CreateValves1700000000000] })).resolves.toEqual([
      'ALTER TABLE "drift"."valves" ADD "zone_number" integer',
    ]);
  }, 60_000);
});
