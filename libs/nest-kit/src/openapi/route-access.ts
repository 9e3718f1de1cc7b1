import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { Role } from '@irrigo/contracts';
import { ACCESS_KEY, INTERNAL_CALLERS_KEY, ROLES_KEY, type AccessKind } from '../identity/access.decorators.js';

/** Who may call one route, as AccessGuard reads it: the handler's decorator, else the controller's, else signed-in. */
export interface RouteAccess {
  controller: string;
  handler: string;
  kind: AccessKind;
  roles: Role[] | null;
  /** For an internal route: the services that may call it. */
  callers: string[] | null;
}

/**
 * Every route handler of an application with its access, keyed `Controller_handler` (the operationId
 * @nestjs/swagger gives it). Read from the same metadata AccessGuard reads, so the document cannot say
 * something about access that the guard does not do.
 */
export function routeAccessOf(app: INestApplication): Map<string, RouteAccess> {
  const reflector = new Reflector();
  const routes = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype;
      if (typeof controller !== 'function') continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const targets = [handler, controller];
        routes.set(`${controller.name}_${name}`, {
          controller: controller.name,
          handler: name,
          kind: reflector.getAllAndOverride<AccessKind | undefined>(ACCESS_KEY, targets) ?? 'user',
          roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? null,
          callers: reflector.getAllAndOverride<string[] | undefined>(INTERNAL_CALLERS_KEY, targets) ?? null,
        });
      }
    }
  }
  return routes;
}

/** One sentence a reader of the document understands. */
export function describeAccess({ kind, roles, callers }: Pick<RouteAccess, 'kind' | 'roles' | 'callers'>): string {
  const only = roles ? ` Roles: ${roles.join(', ')}.` : '';
  switch (kind) {
    case 'user':
      return `Access: a signed-in user with a role.${only}`;
    case 'account':
      return `Access: any signed-in account, including one that has not chosen a role yet.${only}`;
    case 'public':
      return 'Access: public (anyone, signed in or not; the call still comes through the gateway).';
    case 'internal':
      return `Access: internal, for the ${callers?.join(', ') ?? 'other Irrigo'} service${callers?.length === 1 ? '' : 's'} with a service token signed by its own key; the gateway never exposes it.`;
    case 'probe':
      return 'Access: none needed (liveness and readiness for orchestrators).';
  }
}
