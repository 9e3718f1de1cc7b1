import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The content policy of the one origin: code, styles, images and API calls come from ourselves only
 * (the remotes are served under /remotes on this origin); no framing, no plugins, no <base> tricks.
 * Inline styles stay allowed because the design system's components set style attributes.
 * The service worker (/sw.js) and the web app manifest are named explicitly: both must come from this origin.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Strict-Transport-Security only means something on HTTPS; on plain HTTP (local stack) it is left out.
      strictTransportSecurity: false,
    }),
    (request: Request, response: Response, next: NextFunction) => {
      if (request.protocol === 'https') response.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}
