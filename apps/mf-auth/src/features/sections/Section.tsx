import { Link } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { sectionsOf } from '@irrigo/contracts';
import { Alert, Button, CardContent } from '@irrigo/ui';
import { AuthPage } from '../../components/AuthPage.js';
import styles from '../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';

const AUTH_SECTIONS = sectionsOf('mf-auth');

export interface SectionProps {
  /** The section id from ROUTES: 'sign-in' or 'sign-up'. */
  section: string;
}

/**
 * Sign-in screens whose real content comes in a later issue. They say honestly what the page is for and
 * that it is being built, and offer both working logins so nobody is stranded here.
 */
export default function Section({ section }: SectionProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const key = AUTH_SECTIONS.includes(section) ? section : 'unknown';
  return (
    <AuthPage title={t(`sections.${key}.title`)} description={t(`sections.${key}.description`)}>
      <CardContent className={styles.actions}>
        <Alert tone="info">{t('sections.beingBuilt')}</Alert>
        <Button asChild size="lg" fullWidth>
          <Link to="/tech-login">{t('sections.technicianLogin')}</Link>
        </Button>
        <Button asChild variant="secondary" size="lg" fullWidth>
          <Link to="/admin-login">{t('sections.adminLogin')}</Link>
        </Button>
      </CardContent>
    </AuthPage>
  );
}
