import { SESSION_COOKIE } from '@irrigo/contracts';
import type { CookieOptions, Response } from 'express';

/**
 * HttpOnly keeps the token away from scripts; SameSite=Lax keeps it off cross-site POSTs; Secure whenever
 * the browser reached the gateway over HTTPS (plain HTTP only happens on a developer's machine).
 */
const cookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', path: '/', secure });

export function setSessionCookie(response: Response, token: string, options: { secure: boolean; maxAgeMs: number }): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(options.secure), maxAge: options.maxAgeMs });
}

export function clearSessionCookie(response: Response, secure: boolean): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}
