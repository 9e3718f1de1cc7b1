import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One counted attempt (a sliding log): the database is shared by every replica of the service, so a client
 * cannot get more attempts by landing on another replica. The same rows also keep what the limits
 * remember for a while (an address an account signed in from), until `expiresAt`.
 */
@Entity({ name: 'rate_limit_hits' })
export class RateLimitHit {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** What is limited and how it is keyed: "login:account", "login:account-address", "login:known-address", … */
  @Column({ type: 'text' })
  bucket!: string;

  /** SHA-256 of the key (an e-mail, a name, an address): typed e-mails are sometimes passwords typed in the wrong box. */
  @Column({ name: 'key_hash', type: 'text' })
  keyHash!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  /** When the hit stops counting under its own window; past rows are pruned. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
