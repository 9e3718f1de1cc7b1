import { SESSION_COOKIE } from '@irrigo/contracts';
import { parseCookie } from 'cookie';

/**
 * The session token from the Cookie header (parsed by `cookie`, percent-decoded; the first one wins if a client
 * sends several), or null when there is none or it is empty.
 */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || null;
}

/** Whether the browser sent a session cookie at all, even an empty one: the answer to it is then private. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && parseCookie(cookieHeader)[SESSION_COOKIE] !== undefined;
}
