export { ServiceEnv, validateEnv, InvalidEnvironmentError, serviceConfig, databaseConfig, identityConfig, SERVICE_NAMESPACES } from './config/service-env.js';
export { envNamespace, variablesReadBy, type EnvNamespace } from './config/config-namespace.js';
export { ServiceModule, type ServiceModuleOptions, type ServiceRootOptions } from './service.module.js';
export { createServiceApp, runService, type ServiceRootModule } from './bootstrap.js';
export { dataSourceOptions, openServiceDataSource, type ServiceDatabaseOptions } from './database/database.options.js';
export { cliDataSource } from './database/cli-data-source.js';
export { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './database/embedded-postgres.js';
export { isDatabaseUnavailable } from './database/database-unavailable.js';
export { inTransaction } from './database/in-transaction.js';
export { newestFirstPage, type NewestFirstPage, type LogEntry } from './paging/newest-first-page.js';
export { NewestFirstPageQueryDto, NEWEST_FIRST_PAGE_DEFAULT, NEWEST_FIRST_PAGE_MAX } from './paging/newest-first-page.query.js';
export { MailModule } from './mail/mail.module.js';
export { Mailer, MailNotSentError, type OutgoingMail, type MailAttachment } from './mail/mailer.js';
export { mailConfig, IsSmtpUrl, IsMailFrom, DEFAULT_SMTP_URL, DEFAULT_MAIL_FROM, type MailEnv } from './mail/mail.config.js';
export { TIMEOUTS, DATABASE_QUERY_BUDGET_MS } from './timeouts.js';
export { DomainException } from './errors/domain.exception.js';
export { ErrorBodyFilter } from './errors/error-body.filter.js';
export { createValidationPipe } from './errors/validation.pipe.js';
export {
  SignedIn,
  AnyAccount,
  Public,
  Internal,
  Probe,
  Roles,
  CurrentUser,
  CurrentAccount,
  RequestIdentity,
  ACCESS_KEY,
  ROLES_KEY,
  INTERNAL_CALLERS_KEY,
  type AccessKind,
  type IdentifiedRequest,
} from './identity/access.decorators.js';
export { AccessGuard } from './identity/access.guard.js';
export { IdentityAssertionStrategy, IDENTITY_ASSERTION_STRATEGY } from './identity/identity-assertion.strategy.js';
export { ServiceTokenStrategy, SERVICE_TOKEN_STRATEGY } from './identity/service-token.strategy.js';
export { SERVICE_NAME, SERVICE_NAMES, isServiceName, type ServiceName } from './identity/service-name.js';
export { signIdentityAssertion, verifyIdentityAssertion } from './identity/identity-assertion.js';
export { generateIdentityKeyPair, importIdentityKey, type IdentityKeyPair } from './identity/identity-keys.js';
export { signServiceToken, verifyServiceToken, serviceCallerKeys, type ServiceCallerKeys } from './identity/service-token.js';
export {
  generateServiceKeyPair,
  importServiceSigningKey,
  parseServicePublicKeys,
  IsServicePrivateKey,
  IsServicePublicKeys,
  type ServiceKeyPair,
} from './identity/service-keys.js';
export { ServiceClient, type ServiceClientOptions } from './http/service-client.js';
export { loggerOptions, requestIdOf } from './logging/logger.options.js';
export { ApiErrors, type DocumentedError } from './openapi/api-errors.decorator.js';
export { ErrorBodySchema, ERROR_STATUS } from './openapi/error-body.schema.js';
export { buildServiceDocument, operationsOf, ACCESS_EXTENSION, SECURITY } from './openapi/service-document.js';
export { routeAccessOf, describeAccess, type RouteAccess } from './openapi/route-access.js';
export { OpenApiDocument } from './openapi/openapi-document.js';
export { undocumentedRoutes, registeredRoutes } from './openapi/documentation-check.js';
export { ServiceHealthSchema } from './openapi/service-health.schema.js';
export {
  scopeOfUser,
  scopeOfOrganization,
  scopedWhere,
  applyScope,
  isInScope,
  type OrganizationScope,
  type ScopedColumns,
} from './scope/organization-scope.js';
