import { useEffect, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { useLocation, useNavigate } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import type { PasswordResetUserType } from '@irrigo/contracts';
import { Button, type ButtonVariant } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@irrigo/ui/dialog';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { CompleteStep } from './CompleteStep.js';
import { EMPTY_REQUEST_VALUES, RequestStep, type RequestValues } from './RequestStep.js';
import { resetTokenOf } from './reset-link.js';
import { StepIndicator, type ResetStep } from './StepIndicator.js';
import { VerifyStep } from './VerifyStep.js';
import styles from './PasswordResetDialog.module.css';

const LOGIN_PATHS: Record<PasswordResetUserType, string> = { technician: '/tech-login', admin: '/admin-login' };

export interface PasswordResetDialogProps {
  /** The tab the dialog opens on: Technician on the technician login, Administrator on the admin login. */
  defaultUserType?: PasswordResetUserType;
  /** Controlled use. Without `open`, the dialog brings its own "Reset Password" button. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Look of the built-in button. */
  triggerVariant?: ButtonVariant;
  triggerClassName?: string;
  /**
   * On a sign-in page: a reset e-mail's link (`#reset-token=…`) opens the dialog at Verify with its code
   * filled in, on this page's tab, and the code leaves the address bar.
   */
  openFromResetLink?: boolean;
}

/**
 * The password reset dialog (spec §2, §4, §5): Request → Verify → Complete, then success. The code
 * travels by e-mail only (technicians without an e-mail: to their administrator), typed in or brought by
 * the e-mail's link; Verify has the server check it before a new password is asked for. Closing the
 * dialog starts the next reset afresh.
 */
export default function PasswordResetDialog({
  defaultUserType = 'technician',
  open: controlledOpen,
  onOpenChange,
  triggerVariant = 'ghost',
  triggerClassName,
  openFromResetLink = false,
}: PasswordResetDialogProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [ownOpen, setOwnOpen] = useState(false);
  const [step, setStep] = useState<ResetStep>('request');
  const [userType, setUserType] = useState<PasswordResetUserType>(defaultUserType);
  const [requestValues, setRequestValues] = useState<RequestValues>(EMPTY_REQUEST_VALUES);
  const [token, setToken] = useState('');
  const [fromLink, setFromLink] = useState(false);
  /** Links applied so far: a link arriving while Verify is already open starts that step afresh with its code. */
  const [linksApplied, setLinksApplied] = useState(0);

  const controlled = controlledOpen !== undefined;
  const open = controlled ? controlledOpen : ownOpen;

  // A reset e-mail's link (on page load, or pasted into this tab) opens the dialog at Verify with its code,
  // on this page's tab. Adjusted while rendering, as React advises for state that follows a prop.
  const linkToken = openFromResetLink ? resetTokenOf(hash) : null;
  const [appliedLinkToken, setAppliedLinkToken] = useState<string | null>(null);
  if (linkToken !== appliedLinkToken) {
    setAppliedLinkToken(linkToken);
    if (linkToken) {
      setUserType(defaultUserType);
      setRequestValues(EMPTY_REQUEST_VALUES);
      setToken(linkToken);
      setFromLink(true);
      setLinksApplied((count) => count + 1);
      setStep('verify');
      if (!controlled) setOwnOpen(true);
    }
  }

  useEffect(() => {
    if (!linkToken) return;
    if (controlled) onOpenChange?.(true);
    // The code is a key to the account: it should not stay in the address bar, the history or a bookmark.
    void navigate({ pathname, search }, { replace: true });
  }, [linkToken, controlled, onOpenChange, navigate, pathname, search]);

  const setOpen = (next: boolean) => {
    if (!next) {
      setStep('request');
      setUserType(defaultUserType);
      setRequestValues(EMPTY_REQUEST_VALUES);
      setToken('');
      setFromLink(false);
    }
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const continueToLogin = () => {
    const loginPath = LOGIN_PATHS[userType];
    setOpen(false);
    if (pathname !== loginPath) void navigate(loginPath);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {!controlled && (
        <DialogTrigger asChild>
          <Button variant={triggerVariant} className={triggerClassName}>
            {t('passwordReset.open')}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className={styles.dialog}>
        <DialogTitle>{t('passwordReset.title')}</DialogTitle>
        <DialogDescription>{t(`passwordReset.descriptions.${step}`)}</DialogDescription>
        <StepIndicator step={step} />

        {step === 'request' && (
          <RequestStep
            userType={userType}
            onUserTypeChange={setUserType}
            values={requestValues}
            onValuesChange={setRequestValues}
            onRequested={() => setStep('verify')}
          />
        )}
        {step === 'verify' && (
          <VerifyStep
            key={linksApplied}
            userType={userType}
            token={token}
            onTokenChange={setToken}
            fromLink={fromLink}
            onBack={() => setStep('request')}
            onContinue={() => setStep('complete')}
          />
        )}
        {step === 'complete' && <CompleteStep userType={userType} token={token} onBack={() => setStep('verify')} onDone={() => setStep('success')} />}
        {step === 'success' && (
          <div className={styles.success} role="status">
            <CircleCheck aria-hidden size={48} className={styles.successIcon} />
            <p className={styles.successTitle}>{t('passwordReset.success.title')}</p>
            <p>{t('passwordReset.success.message')}</p>
            <Button size="lg" fullWidth onClick={continueToLogin}>
              {t('passwordReset.success.continue')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
