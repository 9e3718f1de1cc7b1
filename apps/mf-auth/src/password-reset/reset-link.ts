/**
 * The reset e-mail links to the sign-in page with the code in the fragment (`/tech-login#reset-token=…`),
 * which browsers never send to a server. The name matches services/auth's reset link.
 */
export const RESET_TOKEN_FRAGMENT = 'reset-token';

/** The code a reset link carries in `hash` ("#reset-token=…"), or null when there is none. */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(RESET_TOKEN_FRAGMENT)?.trim();
  return token ? token : null;
}
