import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Button } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { ChangePasswordForm } from '../../../components/change-password/ChangePasswordForm';
import styles from './PasswordPrompt.module.css';

const SECONDARY = 'secondary';

export interface PasswordPromptDialogProps {
  email: string;
  open: boolean;
  /** The password was changed. */
  close: () => void;
  /** Skip for Now, Escape, the close button or a click outside. */
  skip: () => void;
}

/**
 * The prompt itself: a dialog with the change-password form. The server asks for the current password only
 * of a session that signed in a while ago, and only then does the form show that field; if the signal drops
 * while it is open, the form says so and waits to be sent.
 */
export default function PasswordPromptDialog({ email, open, close, skip }: PasswordPromptDialogProps) {
  const { t } = useTranslation(TECH_NAMESPACE);

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
