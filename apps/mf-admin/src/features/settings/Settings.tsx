import './i18n';
import { useTranslation } from 'react-i18next';
import { CircleUser, Settings as SettingsIcon, Smartphone } from 'lucide-react';
import { canManageOrganization } from '@irrigo/contracts';
import { useCurrentUser } from '@irrigo/session';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LanguageSelector } from '@irrigo/ui';
import { SettingsLink } from './components/SettingsLink';
import { SETTINGS_NAMESPACE } from './i18n';
import { ORGANIZATION_LINKS, PROFILE_PATH, TECH_SETTINGS_PATH } from './settings-links';
import { AdminPage } from '../../components/AdminPage.js';
import { PageLoading } from '../../components/PageStatus.js';
import styles from './Settings.module.css';

/**
 * /settings: exposed as './Settings'. Everyone's preferences (language, profile); for the people who manage
 * the organization, the way to its accounts, access requests, bulk accounts and security log; for a
 * technician, the way to their own settings.
 */
export default function Settings() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const currentUser = useCurrentUser();
  const role = currentUser.data?.role;

  return (
    <AdminPage icon={SettingsIcon} title={t('title')} description={t('description')}>
      {currentUser.isPending && <PageLoading label={t('loading')} />}

      {role === 'technician' && (
        <SettingsLink to={TECH_SETTINGS_PATH} icon={Smartphone} title={t('technician.title')} description={t('technician.description')} prominent />
      )}

      {canManageOrganization(role) && (
        <section aria-labelledby="settings-organization" className={styles.group}>
          <div>
            <h2 id="settings-organization" className={styles.groupTitle}>
              {t('organization.title')}
            </h2>
            <p className={styles.groupDescription}>{t('organization.description')}</p>
          </div>
          <ul className={styles.links}>
            {ORGANIZATION_LINKS.map((link) => (
              <li key={link.id}>
                <SettingsLink
                  to={link.to}
                  icon={link.icon}
                  title={t(`organization.links.${link.id}.title`)}
                  description={t(`organization.links.${link.id}.description`)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <Card aria-labelledby="settings-preferences" className={styles.preferences}>
        <CardHeader>
          <CardTitle id="settings-preferences">{t('preferences.title')}</CardTitle>
          <CardDescription>{t('preferences.description')}</CardDescription>
        </CardHeader>
        <CardContent className={styles.preferenceList}>
          <div className={styles.preference}>
            <div>
              <h3 className={styles.preferenceTitle}>{t('preferences.language.title')}</h3>
              <p className={styles.preferenceDescription}>{t('preferences.language.description')}</p>
            </div>
            <LanguageSelector />
          </div>
          <SettingsLink to={PROFILE_PATH} icon={CircleUser} title={t('preferences.profile.title')} description={t('preferences.profile.description')} />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
