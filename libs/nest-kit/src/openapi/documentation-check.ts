import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { ACCESS_EXTENSION } from './service-document.js';

/** `GET /api/things/{id}`, as a route is named in the document and in the problems below. */
export type RouteName = string;

/** Every route Nest registered, read from the controllers' metadata (what the router serves). */
export function registeredRoutes(app: INestApplication): RouteName[] {
  const routes: RouteName[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype;
      if (typeof controller !== 'function') continue;
      const prefixes = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (method === undefined || paths === undefined) continue;
        for (const prefix of prefixes) {
          for (const path of pathsOf(paths)) routes.push(`${RequestMethod[method]} ${openApiPath(prefix, path)}`);
        }
      }
    }
  }
  return routes;
}

/**
 * What is missing from the document, one line per problem: a route the router serves that the document does
 * not list, or an operation without a summary, a described success response, or an access note.
 */
export function undocumentedRoutes(app: INestApplication, document: OpenAPIObject): string[] {
  const problems: string[] = [];
  for (const route of registeredRoutes(app)) {
    const [method = '', path = ''] = route.split(' ');
    const operation = document.paths[path]?.[method.toLowerCase() as 'get'] as OperationObject | undefined;
    if (!operation) {
      problems.push(`${route}: not in the document`);
      continue;
    }
    if (!operation.summary) problems.push(`${route}: no summary (@ApiOperation)`);
    const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
    if (!success.some(([, response]) => (response as ResponseObject).description)) {
      problems.push(`${route}: no described success response (@ApiOkResponse, @ApiCreatedResponse, @ApiNoContentResponse…)`);
    }
    if (!(ACCESS_EXTENSION in operation)) problems.push(`${route}: no access note`);
  }
  return problems;
}

function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : '/'];
}

/** `api/things` + `:id/notes` → `/api/things/{id}/notes` */
function openApiPath(prefix: string, path: string): string {
  const joined = `/${[prefix, path]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
