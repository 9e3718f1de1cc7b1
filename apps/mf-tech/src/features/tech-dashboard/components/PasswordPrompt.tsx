import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { useConnectivity } from '@irrigo/session';
import { Button } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { ChangePasswordForm } from '../../../components/change-password/ChangePasswordForm';
import { usePasswordPrompt } from '../hooks/use-password-prompt';
import styles from './PasswordPrompt.module.css';

const SECONDARY = 'secondary';

/**
 * The one-time change-password prompt of the dashboard (spec §2, §4); closing it any way skips it. It opens
 * right after sign-in, when the server needs no current password; a session that signed in a while ago is
 * asked for it by the server, and only then does the form show that field. With no signal it waits until
 * the device is online; if the signal drops while it is open, the form says so and waits to be sent.
 */
export function PasswordPrompt({ email, mustChangePassword }: { email: string; mustChangePassword: boolean }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const online = useConnectivity() === 'online';
  const { open, close, skip } = usePasswordPrompt(mustChangePassword, online);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && skip()}>
      <DialogContent>
        <div className={styles.header}>
          <span className={styles.icon} aria-hidden>
            <KeyRound size={22} />
          </span>
          <DialogTitle>{t('passwordPrompt.title')}</DialogTitle>
        </div>
        <DialogDescription>{t('passwordPrompt.description')}</DialogDescription>
        <ChangePasswordForm
          email={email}
          currentPasswordField="whenAsked"
          onChanged={close}
          secondaryAction={
            <Button variant={SECONDARY} onClick={skip}>
              {t('passwordPrompt.skip')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
