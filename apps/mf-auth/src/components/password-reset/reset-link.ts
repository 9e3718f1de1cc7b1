import { RESET_TOKEN_FRAGMENT } from '@irrigo/contracts';

/** The code a reset link carries in `hash` ("#reset-token=…"), or null when there is none. */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(RESET_TOKEN_FRAGMENT)?.trim();
  return token ? token : null;
}
