import type { ServiceDatabaseOptions } from '@irrigo/nest-kit';
import { Account } from '../accounts/account.entity.js';
import { Installation } from '../admin-setup/installation.entity.js';
import { Session } from '../sessions/session.entity.js';
import { CreateIdentity1763700000000 } from './migrations/1763700000000-CreateIdentity.js';

export const AUTH_SCHEMA = 'auth';

export const AUTH_DATABASE: ServiceDatabaseOptions = {
  schema: AUTH_SCHEMA,
  entities: [Account, Session, Installation],
  migrations: [CreateIdentity1763700000000],
};
