import { useCallback, useEffect, useState } from 'react';
import { PASSWORD_PROMPT_DELAY_MS } from '@irrigo/contracts';
import { STORAGE_KEYS } from '@irrigo/session';

/** "Skip for Now" holds until the tab is closed, so coming back to Home does not ask again at once. */
export const PASSWORD_PROMPT_SKIPPED_KEY = 'irrigo.passwordPromptSkipped';

function hasBeenShown(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown) !== null;
  } catch {
    // Without storage the visit cannot be remembered; asking once per page load beats never asking.
    return false;
  }
}

function markShown(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
  } catch {
    // Nothing to remember it in; the prompt may come back on the next visit.
  }
}

function skippedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(PASSWORD_PROMPT_SKIPPED_KEY) !== null;
  } catch {
    return false;
  }
}

function markSkipped(): void {
  try {
    window.sessionStorage.setItem(PASSWORD_PROMPT_SKIPPED_KEY, 'true');
  } catch {
    // The prompt may come back on the next visit to Home.
  }
}

/**
 * Spec §4: 2 s after the first visit to the dashboard (passwordChangeShown not set yet; it is set as the
 * prompt opens) the password change prompt opens once. It also opens while the server says the account
 * still has the password an administrator set, unless the technician skipped it in this tab.
 * It waits for a connection (`online`): a form that cannot be sent is no way to greet someone in a yard
 * with no signal, so the prompt stays due and opens 2 s after the device is online again.
 */
export function usePasswordPrompt(mustChangePassword: boolean, online: boolean): { open: boolean; close: () => void; skip: () => void } {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const due = !hasBeenShown() || (mustChangePassword && !skippedThisSession());
    if (!due || !online) return;
    const timer = setTimeout(() => {
      markShown();
      setOpen(true);
    }, PASSWORD_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mustChangePassword, online]);

  const close = useCallback(() => setOpen(false), []);
  const skip = useCallback(() => {
    markSkipped();
    setOpen(false);
  }, []);
  return { open, close, skip };
}
