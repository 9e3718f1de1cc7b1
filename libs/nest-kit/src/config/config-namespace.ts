import { getConfigToken, registerAs, type ConfigFactory, type ConfigObject } from '@nestjs/config';

/**
 * One group of settings (an @nestjs/config namespace), read from the environment after it was validated as a
 * whole, so one boot message still names every wrong variable. Inject it with `@Inject(ns.KEY)` typed
 * `ConfigType<typeof ns>`, or read `ConfigService.get('<namespace>.<key>')`.
 */
export interface EnvNamespace<E, T extends ConfigObject> {
  (env: E): T;
  readonly KEY: string;
  readonly namespace: string;
  /** The registerAs factory ConfigModule loads (it carries the namespace), over the validated environment. */
  load(env: E): ConfigFactory<T>;
}

export function envNamespace<E, T extends ConfigObject>(namespace: string, pick: (env: E) => T): EnvNamespace<E, T> {
  return Object.assign((env: E) => pick(env), {
    KEY: getConfigToken(namespace),
    namespace,
    load: (env: E) => registerAs(namespace, (): T => pick(env)),
  });
}

/** Every variable of `env` a namespace reads, to check that none is left out of them. */
export function variablesReadBy<E extends object>(env: E, namespaces: readonly EnvNamespace<E, ConfigObject>[]): string[] {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get(target, property, receiver) {
      if (typeof property === 'string') read.add(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  for (const namespace of namespaces) namespace(watched);
  return [...read].sort();
}
