import { useState } from 'react';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canManageOrganization } from '@irrigo/contracts';
import { logOut, useSessionStore } from '@irrigo/session';
import { Alert, Button, toast } from '@irrigo/ui';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@irrigo/ui/dialog';
import { Form, SubmitButton, reportServerError, serverFailureOf, useZodForm } from '@irrigo/ui/forms';
import { logInAdmin } from '../api/log-in-admin.js';
import formStyles from '../../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import { failurePhrase } from '../../../app/error-messages.js';
import { EMPTY_LOGIN, officeLoginSchema } from '../../../lib/login-schemas.js';
import { phraseText } from '../../../lib/phrase.js';
import { clearSignInFailureToasts } from '../../../lib/sign-in-failure-toast.js';
import { reloadPage } from '../../../lib/reload-page.js';
import { adminDialogFailureMessage } from '../admin-dialog-errors.js';
import styles from './AdminLoginDialog.module.css';
import { LoginFields } from '../../../components/LoginFields.js';

/**
 * The header's admin login widget (spec §2, §4, §8). Not signed in as an administrator: an "Admin
 * Login" button opening email + password with Cancel and "Login as Admin"; success stores the user,
 * closes, clears the password and reloads the page so everything starts from the admin session.
 * Signed in as an administrator: their name and Logout.
 */
export default function AdminLoginDialog() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // The form outlives the dialog's content: a closed and reopened dialog still has the e-mail typed.
  const form = useZodForm(officeLoginSchema, EMPTY_LOGIN);
  const failure = serverFailureOf(form.formState.errors);

  if (user && canManageOrganization(user.role)) {
    const signOut = async () => {
      setLoggingOut(true);
      await logOut(queryClient);
      setLoggingOut(false);
      toast({ title: t('adminLoginDialog.loggedOut'), variant: 'success' });
    };
    return (
      <div className={styles.signedIn}>
        <ShieldCheck aria-hidden size={18} className={styles.shield} />
        <span className={styles.name}>{user.name}</span>
        <Button variant="ghost" size="sm" loading={loggingOut} onClick={() => void signOut()}>
          <LogOut aria-hidden size={16} />
          {t('adminLoginDialog.logout')}
        </Button>
      </div>
    );
  }

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.resetField('password');
      form.clearErrors();
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className={styles.trigger}>
          <ShieldCheck aria-hidden size={16} />
          {t('adminLoginDialog.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className={styles.dialog}>
        <DialogTitle>{t('adminLoginDialog.title')}</DialogTitle>
        <DialogDescription>{t('adminLoginDialog.description')}</DialogDescription>
        <Form
          form={form}
          className={formStyles.form}
          onValid={async (credentials) => {
            let admin;
            try {
              admin = await logInAdmin(credentials);
            } catch (error) {
              // Said once, by the alert inside the dialog: a toast would sit behind the modal and be announced again.
              reportServerError(form, error, { describe: adminDialogFailureMessage });
              return;
            }
            const session = useSessionStore.getState();
            // The server has replaced whatever session this device had; a stored technician would be stale.
            session.clearTechnician();
            session.signIn({ id: admin.id, email: admin.email, name: admin.fullName, role: admin.role, organizationName: admin.organizationName });
            clearSignInFailureToasts();
            toast({ title: t('adminLoginDialog.successTitle'), description: t('adminLoginDialog.success'), variant: 'success' });
            changeOpen(false);
            reloadPage();
          }}
        >
          <LoginFields />
          {failure && (
            <Alert tone="danger" title={t('adminLoginDialog.failedTitle')}>
              {phraseText(t, failurePhrase(failure))}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg" disabled={form.formState.isSubmitting}>
                {t('adminLoginDialog.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton pendingLabel={t('adminLoginDialog.submitting')}>{t('adminLoginDialog.submit')}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
