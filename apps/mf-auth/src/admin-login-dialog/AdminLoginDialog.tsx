import { useState, type FormEvent } from 'react';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canManageOrganization } from '@irrigo/contracts';
import { logOut, useSessionStore } from '@irrigo/session';
import { Alert, Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger, EmailInput, FormField, PasswordInput, toast } from '@irrigo/ui';
import { logInAdmin } from '../admin-login/api/log-in-admin.js';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { phraseText, type Phrase } from '../lib/phrase.js';
import { clearSignInFailureToasts } from '../lib/sign-in-failure-toast.js';
import { reloadPage } from '../lib/reload-page.js';
import { adminDialogFailure } from './admin-dialog-errors.js';
import styles from './AdminLoginDialog.module.css';

type MissingFields = { email?: string; password?: string };

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<MissingFields>({});
  const [failure, setFailure] = useState<Phrase | null>(null);
  const [pending, setPending] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

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
      setPassword('');
      setMissing({});
      setFailure(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found: MissingFields = {
      email: email.trim() === '' ? 'auth:validation.emailRequired' : undefined,
      password: password === '' ? 'auth:validation.passwordRequired' : undefined,
    };
    setMissing(found);
    if (found.email || found.password) return;
    setFailure(null);
    setPending(true);
    try {
      const admin = await logInAdmin({ email: email.trim(), password });
      const session = useSessionStore.getState();
      // The server has replaced whatever session this device had; a stored technician would be stale.
      session.clearTechnician();
      session.signIn({ id: admin.id, email: admin.email, name: admin.fullName, role: admin.role, organizationName: admin.organizationName });
      clearSignInFailureToasts();
      toast({ title: t('adminLoginDialog.successTitle'), description: t('adminLoginDialog.success'), variant: 'success' });
      setOpen(false);
      setPassword('');
      reloadPage();
    } catch (error) {
      // Said once, by the alert inside the dialog: a toast would sit behind the modal and be announced again.
      setFailure(adminDialogFailure(error));
    } finally {
      setPending(false);
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
        <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={t('fields.email')} required error={missing.email}>
            <EmailInput
              autoComplete="username"
              placeholder={t('placeholders.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label={t('fields.password')} required error={missing.password}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          {failure && (
            <Alert tone="danger" title={t('adminLoginDialog.failedTitle')}>
              {phraseText(t, failure)}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg" disabled={pending}>
                {t('adminLoginDialog.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" loading={pending}>
              {pending ? t('adminLoginDialog.submitting') : t('adminLoginDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
