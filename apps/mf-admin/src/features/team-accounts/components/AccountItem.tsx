import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AuthUser, Location, Role, TeamAccount } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import { Alert, Badge, Button, Label, toast } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { Select, type SelectOption } from '@irrigo/ui/select';
import { useChangeTeamAccount } from '../../../api/team-accounts';
import { NO_LOCATION, readOnlyReason, roleChoices, teamAccountFailure } from '../team-accounts-text';
import { TEAM_ACCOUNTS_NAMESPACE } from '../i18n';
import styles from '../TeamAccounts.module.css';

interface AccountItemProps {
  account: TeamAccount;
  viewer: AuthUser;
  locations: UseQueryResult<Location[]>;
}

/** One account: who, its state and latest sign-in; its role and location to change; Disable or Enable. */
export function AccountItem({ account, viewer, locations }: AccountItemProps) {
  const { t } = useTranslation(TEAM_ACCOUNTS_NAMESPACE);
  const { language } = useLanguage();
  const { update, disable, enable } = useChangeTeamAccount();
  const [confirming, setConfirming] = useState(false);
  const roleId = useId();
  const locationId = useId();

  const isSelf = account.id === viewer.id;
  const isDisabled = account.disabledAt !== null;
  const reason = readOnlyReason(account, viewer);
  const busy = update.isPending || disable.isPending || enable.isPending;
  const locked = reason !== null || busy;
  const roleName = (role: Role) => t(`roles.${role}`);

  // While a change is on its way the select shows the choice, not the value it replaces.
  const pending = update.isPending ? update.variables.body : {};
  const shownRole = pending.role ?? account.role;
  const shownLocation = pending.locationId !== undefined ? pending.locationId : account.locationId;

  const lastSignIn = useMemo(
    () => account.lastSignInAt && new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(account.lastSignInAt)),
    [language, account.lastSignInAt],
  );

  const locationOptions = useMemo<SelectOption[]>(() => {
    const known = locations.data ?? [];
    const options = [{ value: NO_LOCATION, label: t('location.none') }, ...known.map((location) => ({ value: location.id, label: location.name }))];
    // An account can sit at a location this list no longer has; it still shows as its value.
    if (account.locationId && !known.some((location) => location.id === account.locationId))
      options.push({ value: account.locationId, label: t('location.unknown') });
    return options;
  }, [locations.data, account.locationId, t]);

  const locationName = (id: string | null) => locations.data?.find((location) => location.id === id)?.name ?? t('location.unknown');

  const resetAll = () => [update, disable, enable].forEach((mutation) => mutation.reset());

  const onRoleChange = (value: string) => {
    const role = roleChoices(account, viewer).find((choice) => choice === value);
    if (!role || role === account.role) return;
    resetAll();
    update.mutate(
      { id: account.id, body: { role } },
      { onSuccess: (changed) => toast({ variant: 'success', title: t('toasts.roleChanged', { name: changed.name, role: roleName(changed.role) }) }) },
    );
  };

  const onLocationChange = (value: string) => {
    const next = value === NO_LOCATION ? null : value;
    if (next === account.locationId) return;
    resetAll();
    update.mutate(
      { id: account.id, body: { locationId: next } },
      {
        onSuccess: (changed) =>
          toast({
            variant: 'success',
            title: changed.locationId
              ? t('toasts.locationChanged', { name: changed.name, location: locationName(changed.locationId) })
              : t('toasts.locationCleared', { name: changed.name }),
          }),
      },
    );
  };

  const onDisable = () => {
    resetAll();
    disable.mutate(account.id, { onSuccess: (changed) => toast({ variant: 'success', title: t('toasts.disabled', { name: changed.name }) }) });
  };

  const onEnable = () => {
    resetAll();
    enable.mutate(account.id, { onSuccess: (changed) => toast({ variant: 'success', title: t('toasts.enabled', { name: changed.name }) }) });
  };

  const failure = update.error ?? disable.error ?? enable.error;
  const failureTitle = update.error
    ? update.variables?.body.role !== undefined
      ? 'errors.roleTitle'
      : 'errors.locationTitle'
    : disable.error
      ? 'errors.disableTitle'
      : 'errors.enableTitle';

  return (
    <li className={styles.item} aria-label={t('itemLabel', { name: account.name })}>
      <div className={styles.who}>
        <p className={styles.name}>
          {account.name}
          {isSelf && <Badge tone="info">{t('you')}</Badge>}
        </p>
        <p className={styles.email}>{account.email}</p>
      </div>

      <div className={styles.state}>
        <Badge tone={isDisabled ? 'danger' : 'success'}>{t(isDisabled ? 'status.disabled' : 'status.active')}</Badge>
        <span className={styles.when}>
          {account.lastSignInAt ? (
            <>
              {t('lastSignIn')} <time dateTime={account.lastSignInAt}>{lastSignIn}</time>
            </>
          ) : (
            t('neverSignedIn')
          )}
        </span>
      </div>

      <div className={styles.field}>
        <Label htmlFor={roleId} className={styles.fieldLabel}>
          {t('role.label')}
        </Label>
        <Select
          id={roleId}
          aria-label={t('role.selectLabel', { name: account.name })}
          value={shownRole}
          onValueChange={onRoleChange}
          disabled={locked}
          options={roleChoices(account, viewer).map((role) => ({ value: role, label: roleName(role) }))}
        />
      </div>

      <div className={styles.field}>
        <Label htmlFor={locationId} className={styles.fieldLabel}>
          {t('location.label')}
        </Label>
        <Select
          id={locationId}
          aria-label={t('location.selectLabel', { name: account.name })}
          value={locations.isSuccess ? (shownLocation ?? NO_LOCATION) : undefined}
          placeholder={locations.isError ? t('location.unavailable') : t('location.loading')}
          onValueChange={onLocationChange}
          disabled={locked || !locations.isSuccess}
          options={locationOptions}
        />
      </div>

      <div className={styles.actions}>
        {isDisabled ? (
          <Button variant="secondary" onClick={onEnable} loading={enable.isPending} disabled={locked} aria-label={t('enableLabel', { name: account.name })}>
            {enable.isPending ? t('enabling') : t('enable')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            loading={disable.isPending}
            disabled={locked}
            aria-label={t('disableLabel', { name: account.name })}
          >
            {disable.isPending ? t('disabling') : t('disable')}
          </Button>
        )}
      </div>

      {reason && <p className={styles.reason}>{t(`readOnly.${reason}`)}</p>}

      {failure && (
        <Alert tone="danger" title={t(failureTitle)} className={styles.error}>
          {t(teamAccountFailure(failure))}
        </Alert>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title', { name: account.name })}
        description={t('confirm.description', { name: account.name, email: account.email })}
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('confirm.submit')}
        confirmVariant="danger"
        onConfirm={onDisable}
      />
    </li>
  );
}
