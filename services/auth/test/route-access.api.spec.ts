import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, ROLES_KEY } from '@irrigo/nest-kit';
import { startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

interface Route {
  route: string;
  decorators: string[];
}

/** Every route of the running service, with the access decorators it carries (@Roles counts as one kind). */
function routesOf(t: AuthTestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        // On the handler, or on the whole controller (nest-kit's health probes).
        const access = (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller)) as string | undefined;
        const roles = (Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, controller)) as string[] | undefined;
        const decorators = [...(access ? [access] : []), ...(roles ? ['roles'] : [])];
        routes.push({
          route: `${method} /${String(Reflect.getMetadata(PATH_METADATA, controller))}/${String(Reflect.getMetadata(PATH_METADATA, handler))}`,
          decorators,
        });
      }
    }
  }
  return routes;
}

describe('route access', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('every route names exactly one kind of access, none relies on the default', () => {
    const routes = routesOf(t);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.filter((route) => route.decorators.length !== 1)).toEqual([]);
  });

  it('lets an account without a role reach role selection and nothing else that needs someone signed in', () => {
    const forAnyAccount = routesOf(t)
      .filter((route) => route.decorators.includes('account'))
      .map((route) => route.route.replace(/\/+/g, '/').replace(/\/$/, ''))
      .sort();
    expect(forAnyAccount).toEqual(['GET /api/auth/role', 'POST /api/auth/role']);
  });
});
