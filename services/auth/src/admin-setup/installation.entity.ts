import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The single row that records that admin setup has happened; its key can only be `true`. */
@Entity({ name: 'installation' })
export class Installation {
  @PrimaryColumn({ type: 'boolean', default: true })
  id!: boolean;

  @Column({ name: 'admin_account_id', type: 'uuid', nullable: true })
  adminAccountId!: string | null;

  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt!: Date;
}
