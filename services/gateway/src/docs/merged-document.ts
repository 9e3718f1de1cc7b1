import { SESSION_COOKIE } from '@irrigo/contracts';
import { ACCESS_EXTENSION, operationsOf, type RouteAccess } from '@irrigo/nest-kit';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { upstreamServiceFor, type UpstreamService } from '../routing/api-routes.js';

export const SESSION_SECURITY = 'session';

export interface ServiceDocument {
  service: UpstreamService;
  /** null when the service could not be asked (it is then named in the document's description). */
  document: OpenAPIObject | null;
}

/**
 * The API as a browser sees it through the gateway: the gateway's own routes, and each service's /api routes
 * that the routing table sends to that service (internal and probe routes of the services stay out: the
 * gateway never exposes them). Operations are tagged and named by service, signed-in routes ask for the
 * session cookie, and schemas whose names clash between services are prefixed with the service's name.
 */
export function mergeDocuments(gateway: OpenAPIObject, services: readonly ServiceDocument[]): OpenAPIObject {
  const merged: OpenAPIObject = {
    openapi: gateway.openapi,
    info: {
      title: 'Irrigo API',
      version: gateway.info.version,
      description: describe(gateway, services),
    },
    paths: {},
    components: {
      schemas: {},
      securitySchemes: {
        [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by a sign-in' },
      },
    },
  };
  add(merged, 'gateway', gateway, () => true);
  for (const { service, document } of services) {
    if (document) add(merged, service, document, (path) => upstreamServiceFor(path) === service);
  }
  return merged;
}

function add(merged: OpenAPIObject, source: string, original: OpenAPIObject, routed: (path: string) => boolean): void {
  const schemas = merged.components!.schemas!;
  const clashing = Object.entries(original.components?.schemas ?? {})
    .filter(([name, schema]) => name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema))
    .map(([name]) => name);
  const document = renameSchemas(original, clashing, source);
  Object.assign(schemas, document.components?.schemas ?? {});

  for (const [path, item] of Object.entries(document.paths)) {
    if (!routed(path)) continue;
    for (const operation of operationsOf({ ...document, paths: { [path]: item } })) publicView(operation, source);
    merged.paths[path] = item;
  }
}

/** What a browser needs to call the operation: the session cookie, or nothing. */
function publicView(operation: OperationObject, source: string): void {
  const access = (operation as Record<string, unknown> & OperationObject)[ACCESS_EXTENSION] as Pick<RouteAccess, 'kind'> | undefined;
  operation.security = access?.kind === 'user' || access?.kind === 'account' ? [{ [SESSION_SECURITY]: [] }] : [];
  operation.tags = operation.tags?.length ? operation.tags.map((tag) => (tag === source ? tag : `${source} · ${tag}`)) : [source];
  if (operation.operationId) operation.operationId = `${source}_${operation.operationId}`;
}

function renameSchemas(document: OpenAPIObject, names: readonly string[], prefix: string): OpenAPIObject {
  if (names.length === 0) return structuredClone(document);
  let text = JSON.stringify(document);
  for (const name of names) {
    text = text.replaceAll(`"#/components/schemas/${name}"`, `"#/components/schemas/${prefix}.${name}"`);
  }
  const renamed = JSON.parse(text) as OpenAPIObject;
  const schemas = renamed.components?.schemas ?? {};
  for (const name of names) {
    schemas[`${prefix}.${name}`] = schemas[name]!;
    delete schemas[name];
  }
  return renamed;
}

function describe(gateway: OpenAPIObject, services: readonly ServiceDocument[]): string {
  const missing = services.filter(({ document }) => !document).map(({ service }) => service);
  const lines = [
    'Every route of the product as the browser calls it, through the gateway. Signed-in routes need the session cookie a sign-in sets; ' +
      "state-changing calls must come from one of the product's own origins.",
    gateway.info.description ?? '',
  ];
  if (missing.length) lines.push(`**Not included right now** (the service did not answer): ${missing.join(', ')}.`);
  return lines.filter(Boolean).join('\n\n');
}
