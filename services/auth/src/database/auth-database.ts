import type { ServiceDatabaseOptions } from '@irrigo/nest-kit';
import { Account } from '../accounts/account.entity.js';
import { ActivationCode } from '../activation/activation-code.entity.js';
import { Installation } from '../admin-setup/installation.entity.js';
import { AuditRecord } from '../audit/audit-record.entity.js';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity.js';
import { Session } from '../sessions/session.entity.js';
import { CreateIdentity1763700000000 } from './migrations/1763700000000-CreateIdentity.js';
import { CreateSecurityRecords1763800000000 } from './migrations/1763800000000-CreateSecurityRecords.js';
import { CreateSignUps1763960000000 } from './migrations/1763960000000-CreateSignUps.js';
import { PendingSignUp } from '../sign-up/pending-sign-up.entity.js';
import { RoleRequestRecord } from '../role-requests/role-request.entity.js';
import { CreateActivationCodes1763950000000 } from './migrations/1763950000000-CreateActivationCodes.js';
import { ScopeByOrganization1764100000000 } from './migrations/1764100000000-ScopeByOrganization.js';
import { RateLimitsOnLibrary1764250000000 } from './migrations/1764250000000-RateLimitsOnLibrary.js';

export const AUTH_SCHEMA = 'auth';

export const AUTH_DATABASE: ServiceDatabaseOptions = {
  schema: AUTH_SCHEMA,
  entities: [Account, Session, Installation, AuditRecord, PasswordResetToken, ActivationCode, PendingSignUp, RoleRequestRecord],
  migrations: [
    CreateIdentity1763700000000,
    CreateSecurityRecords1763800000000,
    CreateActivationCodes1763950000000,
    CreateSignUps1763960000000,
    ScopeByOrganization1764100000000,
    RateLimitsOnLibrary1764250000000,
  ],
};
