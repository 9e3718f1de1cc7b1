import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendErrorBody } from '../proxy/upstream-proxy.js';

/** Names that always mean this machine; no page of another site can be served under them. */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Health answers, which load balancers and the stack's own checks ask for on loopback even when origins are configured. */
const HEALTH_PATHS: ReadonlySet<string> = new Set(['/api/health', '/health', '/health/ready']);

export interface AllowedHostsOptions {
  /** PUBLIC_ORIGINS, as `new URL().origin` writes them; empty when none is configured. */
  publicOrigins: readonly string[];
}

/**
 * DNS rebinding guard. A page of evil.example can make its own name resolve to this gateway's address (a
 * local install on 127.0.0.1, a server on the LAN) and then call it as same-origin: the browser sends
 * `Host: evil.example`. So every request, pages, remotes and /api alike, must name a host the gateway
 * serves: the host names of PUBLIC_ORIGINS, or, when none is configured, loopback names only (any port).
 * Health paths also answer on loopback names when origins are configured. Ports are not compared: the
 * attacker controls the name, never the port the gateway listens on. Anything else: 421 HOST_NOT_ALLOWED.
 * The host is Express's `request.host`, which reads X-Forwarded-Host only under TRUST_PROXY.
 */
export function allowedHosts(options: AllowedHostsOptions): RequestHandler {
  const configured = new Set(options.publicOrigins.map((origin) => new URL(origin).hostname));

  return (request: Request, response: Response, next: NextFunction): void => {
    const hostname = hostnameOf(request.host);
    if (hostname !== null) {
      if (configured.size === 0 ? LOOPBACK_HOSTNAMES.has(hostname) : configured.has(hostname)) return next();
      if (LOOPBACK_HOSTNAMES.has(hostname) && HEALTH_PATHS.has(request.path)) return next();
    }
    request.log.warn({ host: request.host ?? null, path: request.path }, 'request for a host the gateway does not serve refused');
    sendErrorBody(response, {
      statusCode: 421,
      code: 'HOST_NOT_ALLOWED',
      message:
        configured.size === 0
          ? 'This server answers on localhost only; list the addresses people use in PUBLIC_ORIGINS'
          : 'This server does not answer under that name',
    });
  };
}

/** A Host header: a name, an IPv4 address or a bracketed IPv6 address, and an optional port; nothing else. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** `Irrigo.Example.com:8443` → `irrigo.example.com`, `[::1]:8080` → `[::1]`; null when absent or not a host. */
function hostnameOf(host: string | undefined): string | null {
  const match = host === undefined ? null : HOST_HEADER.exec(host);
  return match?.[1] ? match[1].toLowerCase() : null;
}
