import { SESSION_COOKIE, type SignUpUser } from '@irrigo/contracts';
import type { CaughtMessage } from '@irrigo/mail-sink';
import request from 'supertest';
import { sessionTokenOf, type AuthTestApp } from './auth-test-app.js';

/** The six-digit confirmation code in a sign-up mail. */
export function signUpCodeIn(message: CaughtMessage): string {
  const code = /^\s{4}(\d{6})$/m.exec(message.text)?.[1];
  if (!code) throw new Error(`no sign-up code in: ${message.text}`);
  return code;
}

/**
 * The session cookie alone, with an anonymous assertion: what a service would see if it still looked at the
 * cookie for who is signed in. Nothing may accept it.
 */
export async function cookieOnly(t: AuthTestApp, token: string): Promise<Record<string, string>> {
  return { ...(await t.asBrowser(null)), cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
}

/** Signs up, reads the code from the mail and confirms: the new, role-less account's session token and user. */
export async function signUpAndConfirm(
  t: AuthTestApp,
  body: { fullName: string; email: string; password: string },
): Promise<{ token: string; user: SignUpUser }> {
  const signedUp = await request(t.server)
    .post('/api/auth/sign-up')
    .set(await t.asBrowser(null))
    .send(body);
  if (signedUp.status !== 202) throw new Error(`sign-up answered ${signedUp.status}: ${JSON.stringify(signedUp.body)}`);
  const code = signUpCodeIn(await t.mail.next(body.email));
  const confirmed = await request(t.server)
    .post('/api/auth/sign-up/confirm')
    .set(await t.asBrowser(null))
    .send({ email: body.email, code });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { token: sessionTokenOf(confirmed), user: (confirmed.body as { user: SignUpUser }).user };
}
