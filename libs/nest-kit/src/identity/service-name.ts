/** Injection token holding the running service's name (auth, org, inspections, gateway). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
