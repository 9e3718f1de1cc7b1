import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { canManageOrganization, type Technician } from '@irrigo/contracts';
import { isApiError } from '@irrigo/api-client';
import { useCurrentUser, useSessionStore } from '@irrigo/session';
import { Button, FormField, visuallyHidden } from '@irrigo/ui';
import { useFormField } from '@irrigo/ui/forms';
import { Select, type SelectOption } from '@irrigo/ui/select';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import { useTechnicians } from '../api/technicians.js';
import styles from '../EmailAuth.module.css';

const fullName = (technician: Technician) => `${technician.firstName} ${technician.lastName}`.trim();

const byName = (a: Technician, b: Technician) => fullName(a).localeCompare(fullName(b));

/**
 * The Set Technician Password card's technician: chosen by name (and e-mail, to tell two Carlos apart)
 * from the synced roster, rather than typed as an id. Only administrators and managers may set passwords,
 * so only they are asked for the roster; everyone else is told to sign in on the Login card first.
 * It is the surrounding form's technicianId field ('' while none is chosen).
 */
export function TechnicianPicker() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { value, onChange, invalid } = useFormField('technicianId');
  // Who is signed in, as the shell decides it: the server's answer, the stored entry until it comes.
  const currentUser = useCurrentUser();
  const storedRole = useSessionStore((state) => state.user?.role);
  const role = currentUser.data === undefined ? storedRole : currentUser.data?.role;
  const mayChoose = canManageOrganization(role);
  const roster = useTechnicians({ enabled: mayChoose });
  // A stale local session (signed out elsewhere) meets the server's refusal: the same advice as signed out.
  const refused = isApiError(roster.error) && (roster.error.status === 401 || roster.error.status === 403);

  const options = useMemo<SelectOption[]>(
    () =>
      (roster.data?.technicians ?? [])
        .filter((technician) => technician.active)
        .sort(byName)
        .map((technician) => ({
          value: technician.id,
          // Name, then the e-mail on a line of its own: a long address still fits a phone's width.
          label: (
            <span className={styles.option}>
              <Trans
                t={t}
                i18nKey="emailAuth.setPassword.technicianOption"
                values={{ name: fullName(technician), email: technician.email ?? t('emailAuth.setPassword.technicianNoEmail') }}
                components={{ line: <span className={styles.optionDetail} />, sep: <span className={visuallyHidden} /> }}
              />
            </span>
          ),
        })),
    [roster.data, t],
  );

  let placeholder = t('emailAuth.setPassword.technicianPlaceholder');
  let note: { text: string; action?: { label: string; onClick: () => void; pending: boolean } } | null = null;
  if (!mayChoose || refused) {
    note = { text: t('emailAuth.setPassword.signInToChoose') };
  } else if (roster.isPending) {
    placeholder = t('emailAuth.setPassword.loadingTechnicians');
  } else if (roster.isError) {
    note = {
      text: t('emailAuth.setPassword.techniciansFailed'),
      action: { label: t('common:actions.retry'), onClick: () => void roster.refetch(), pending: roster.isFetching },
    };
  } else if (options.length === 0) {
    note = {
      text: t('emailAuth.setPassword.noTechnicians'),
      action: { label: t('emailAuth.setPassword.checkAgain'), onClick: () => void roster.refetch(), pending: roster.isFetching },
    };
  }

  return (
    <div className={styles.picker}>
      <FormField label={t('emailAuth.setPassword.technician')} hint={note ? note.text : t('emailAuth.setPassword.technicianHint')} required>
        <Select
          options={options}
          value={typeof value === 'string' ? value : ''}
          onValueChange={onChange}
          placeholder={placeholder}
          disabled={options.length === 0}
          aria-invalid={invalid || undefined}
        />
      </FormField>
      {note?.action && (
        <Button type="button" variant="secondary" size="sm" loading={note.action.pending} onClick={note.action.onClick}>
          {note.action.label}
        </Button>
      )}
    </div>
  );
}
