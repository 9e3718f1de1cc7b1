import type { ReactNode } from 'react';
import { useLocation } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, ROUTES } from '@irrigo/contracts';
import { Card, CardDescription, CardHeader, LanguageSelector } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../app/i18n.js';
import styles from './AuthPage.module.css';

/** True where the shell draws its office frame, and with it the page's <main>, around the screen (/setup). */
function isInsideOfficeFrame(pathname: string): boolean {
  return ROUTES.some((route) => route.path === pathname && route.frame === 'office');
}

export interface AuthPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Optional status line beside the language selector (the technician login's connectivity badge). */
  status?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every sign-in screen: brand, language selector and one centred card. On its own page it
 * brings the water-themed background; inside the office shell it stays a plain card so it sits in the
 * shell's layout like any other page.
 *
 * The card's title is the page's one h1. On its own page the screen is the page's <main> landmark; inside
 * the office frame it is not, since the shell's layout already wraps every route in one.
 */
export function AuthPage({ title, description, status, children }: AuthPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { pathname } = useLocation();
  const inOffice = isInsideOfficeFrame(pathname);
  const Landmark = inOffice ? 'div' : 'main';

  return (
    <Landmark className={inOffice ? styles.office : styles.page}>
      {!inOffice && <div className={styles.ripples} aria-hidden />}
      <div className={styles.topBar}>
        {/* Inside the office shell the shell's own top bar carries the brand. */}
        {!inOffice && (
          <div className={styles.brand}>
            <span className={styles.mark} aria-hidden />
            <span className={styles.brandText}>
              <span className={styles.wordmark}>{PRODUCT_NAME}</span>
              <span className={styles.tagline}>{t('brand.tagline')}</span>
            </span>
          </div>
        )}
        <div className={styles.controls}>
          {status}
          <LanguageSelector />
        </div>
      </div>
      <div className={styles.column}>
        <Card className={styles.card}>
          <CardHeader className={styles.cardHeader}>
            <h1 className={styles.title}>{title}</h1>
            {description && <CardDescription className={styles.description}>{description}</CardDescription>}
          </CardHeader>
          {children}
        </Card>
      </div>
    </Landmark>
  );
}
