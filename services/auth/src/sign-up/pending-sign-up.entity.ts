import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A sign-up waiting for its mailed code. Kept apart from accounts so that nothing else (sign-in, password
 * reset, an admin setting a technician's password) ever meets an address nobody has proven to own.
 */
@Entity({ name: 'pending_sign_ups' })
export class PendingSignUp {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  /** Salt and HMAC of the six digits; the code itself is only in the e-mail. */
  @Column({ name: 'code_hash', type: 'text' })
  codeHash!: string;

  @Column({ name: 'code_expires_at', type: 'timestamptz' })
  codeExpiresAt!: Date;

  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
