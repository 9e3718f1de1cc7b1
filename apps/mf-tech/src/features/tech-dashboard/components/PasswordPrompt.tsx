import { lazy, Suspense, useState } from 'react';
import { useConnectivity } from '@irrigo/session';
import { usePasswordPrompt } from '../hooks/use-password-prompt';

/** The dialog and its form (Radix, the form kit) are fetched when the prompt first opens, not with the dashboard. */
const PasswordPromptDialog = lazy(() => import('./PasswordPromptDialog'));

/**
 * The one-time change-password prompt of the dashboard (spec §2, §4); closing it any way skips it. It opens
 * 2 s after the first visit, and while the account still has the password an administrator set. With no
 * signal it waits until the device is online.
 */
export function PasswordPrompt({ email, mustChangePassword }: { email: string; mustChangePassword: boolean }) {
  const online = useConnectivity() === 'online';
  const prompt = usePasswordPrompt(mustChangePassword, online);
  const [opened, setOpened] = useState(false);
  if (prompt.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PasswordPromptDialog email={email} {...prompt} />
    </Suspense>
  );
}
