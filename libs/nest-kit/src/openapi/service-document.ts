import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject, type ResponseObject } from '@nestjs/swagger';
import { HEADERS, type ErrorCode } from '@irrigo/contracts';
import { codesOfErrorSchema, errorDescription, errorSchema, groupByStatus } from './api-errors.decorator.js';
import { ERROR_STATUS, ErrorBodySchema } from './error-body.schema.js';
import { describeAccess, routeAccessOf, type RouteAccess } from './route-access.js';

/** Security schemes of a service's own document (the gateway's merged one replaces them with the session cookie). */
export const SECURITY = { gateway: 'gatewayAssertion', service: 'serviceToken' } as const;
/** Each operation names who may call it here, as `{ kind, roles }` (see route-access.ts). */
export const ACCESS_EXTENSION = 'x-irrigo-access';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The OpenAPI document of one service: every route with its DTOs (from @ApiProperty on their fields), its
 * responses and error codes (@ApiErrors), and who may call it, taken from the access decorators so it is
 * never written twice. Access errors and 400 VALIDATION_FAILED on routes with input are added here.
 */
export function buildServiceDocument(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`Irrigo ${service}`)
    .setVersion('1')
    .setDescription(
      'Every error is an ErrorBody `{statusCode, code, message}` with a stable code. Besides the codes listed per route, ' +
        'any route may answer 500 INTERNAL_ERROR, and 503 UPSTREAM_UNAVAILABLE (with Retry-After) while its database is unreachable.',
    )
    .addApiKey({ type: 'apiKey', in: 'header', name: HEADERS.identity, description: "The gateway's signed identity assertion (EdDSA JWT)" }, SECURITY.gateway)
    .addApiKey(
      { type: 'apiKey', in: 'header', name: HEADERS.service, description: 'A short-lived service token of the calling Irrigo service' },
      SECURITY.service,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodySchema] });
  const access = routeAccessOf(app);
  for (const operation of operationsOf(document)) {
    const route = operation.operationId ? access.get(operation.operationId) : undefined;
    if (!route) throw new Error(`OpenAPI: no route found for operation ${operation.operationId ?? '(no id)'}`);
    documentAccess(operation, route);
    if (operation.requestBody) addErrors(operation, ['VALIDATION_FAILED', 'BODY_TOO_DEEP']);
    else if (operation.parameters?.length) addErrors(operation, ['VALIDATION_FAILED']);
  }
  return document;
}

export function operationsOf(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((item) => HTTP_METHODS.flatMap((method) => (item[method] ? [item[method]] : [])));
}

function documentAccess(operation: OperationObject, route: RouteAccess): void {
  Object.assign(operation, {
    [ACCESS_EXTENSION]: { kind: route.kind, ...(route.roles ? { roles: route.roles } : {}), ...(route.callers ? { callers: route.callers } : {}) },
  });
  const note = describeAccess(route);
  operation.description = operation.description ? `${operation.description}\n\n${note}` : note;
  switch (route.kind) {
    case 'probe':
      operation.security = [];
      return;
    case 'internal':
      operation.security = [{ [SECURITY.service]: [] }];
      // A token that is not a named caller's own is 401; a valid one from a service not named is 403.
      addErrors(operation, ['UNAUTHENTICATED', 'FORBIDDEN']);
      return;
    case 'public':
      operation.security = [{ [SECURITY.gateway]: [] }];
      return;
    case 'account':
    case 'user':
      operation.security = [{ [SECURITY.gateway]: [] }];
      addErrors(operation, route.kind === 'user' || route.roles ? ['UNAUTHENTICATED', 'ROLE_REQUIRED'] : ['UNAUTHENTICATED']);
      if (route.roles) addErrors(operation, ['FORBIDDEN']);
  }
}

/** Merges codes into the operation's error responses, keeping what the route declared itself. */
function addErrors(operation: OperationObject, codes: ErrorCode[]): void {
  for (const [status, added] of groupByStatus(codes.map((code) => [code, ERROR_STATUS[code]] as const))) {
    const existing = operation.responses[String(status)] as ResponseObject | undefined;
    const declared = codesOfErrorSchema(existing?.content?.['application/json']?.schema) ?? [];
    const merged = [...declared, ...added.filter((code) => !declared.includes(code))];
    operation.responses[String(status)] = {
      description: errorDescription(merged),
      content: { 'application/json': { schema: errorSchema(merged) } },
    };
  }
}
