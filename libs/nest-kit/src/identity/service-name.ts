/** Injection token holding the running service's name (auth, org, inspections, gateway). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** The Irrigo processes that call one another: each has its own service key (SERVICE_PRIVATE_JWK). */
export const SERVICE_NAMES = ['gateway', 'auth', 'org', 'inspections'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const isServiceName = (name: string): name is ServiceName => (SERVICE_NAMES as readonly string[]).includes(name);
