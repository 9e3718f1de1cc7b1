import '../../app/i18n';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { useCurrentUser } from '@irrigo/session';
import { Alert, Button, Card, CardContent, visuallyHidden } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../../app/i18n';
import { AdminPage } from '../../components/AdminPage';
import { useOrganizationProfile } from './api/organization-profile';
import { OrganizationForm } from './components/OrganizationForm';
import { describeOrganizationFailure } from './organization-errors';
import styles from './Organization.module.css';

/**
 * /admin/organization: exposed as './Organization'. The business's name and type, and the contact (phone,
 * e-mail, website) printed on every customer's report and under its e-mail: Housecall Pro's company record
 * until the office saves its own. Only people who manage the organization reach it (the route's admin guard).
 */
export default function Organization() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const viewer = useCurrentUser();
  const profile = useOrganizationProfile({ enabled: Boolean(viewer.data) });

  return (
    <AdminPage icon={Building2} title={t('organization.title')} description={t('organization.description')}>
      {profile.data ? (
        <OrganizationForm profile={profile.data} onReload={profile.refetch} reloading={profile.isFetching} />
      ) : profile.isError ? (
        <Alert tone="danger" title={t('organization.errorTitle')} className={styles.narrow}>
          <p>{t(describeOrganizationFailure(profile.error).key)}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()} loading={profile.isFetching}>
            {t('organization.retry')}
          </Button>
        </Alert>
      ) : (
        <OrganizationSkeleton label={t('organization.loading')} />
      )}
    </AdminPage>
  );
}

/** The form's shape, greyed, while the profile loads: the page does not jump when it arrives. */
function OrganizationSkeleton({ label }: { label: string }) {
  return (
    <Card className={styles.card} aria-busy>
      <CardContent className={styles.skeleton}>
        <p role="status" className={visuallyHidden}>
          {label}
        </p>
        {[0, 1, 2, 3, 4].map((field) => (
          <div key={field} className={styles.skeletonField} aria-hidden>
            <span className={styles.skeletonLabel} />
            <span className={styles.skeletonInput} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
