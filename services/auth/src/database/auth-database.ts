import type { ServiceDatabaseOptions } from '@irrigo/nest-kit';
import { Account } from '../accounts/account.entity.js';
import { Installation } from '../admin-setup/installation.entity.js';
import { AuditRecord } from '../audit/audit-record.entity.js';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity.js';
import { RateLimitHit } from '../rate-limits/rate-limit-hit.entity.js';
import { Session } from '../sessions/session.entity.js';
import { CreateIdentity1763700000000 } from './migrations/1763700000000-CreateIdentity.js';
import { CreateSecurityRecords1763800000000 } from './migrations/1763800000000-CreateSecurityRecords.js';

export const AUTH_SCHEMA = 'auth';

export const AUTH_DATABASE: ServiceDatabaseOptions = {
  schema: AUTH_SCHEMA,
  entities: [Account, Session, Installation, AuditRecord, RateLimitHit, PasswordResetToken],
  migrations: [CreateIdentity1763700000000, CreateSecurityRecords1763800000000],
};
