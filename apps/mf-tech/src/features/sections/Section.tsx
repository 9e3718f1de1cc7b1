import '../../app/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from '@irrigo/router';
import { ArrowLeft, BadgeDollarSign, HandCoins, Map as SiteMapIcon, MapPinned, type LucideIcon } from 'lucide-react';
import { ROUTES } from '@irrigo/contracts';
import { SectionInProgress } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { TECH_HOME_PATH } from '../../components/tech-frame/navigation';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import styles from './Section.module.css';

const SECTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  'tech-service-plans': BadgeDollarSign,
  'site-mapping': SiteMapIcon,
  'sitemap-view': MapPinned,
  'sell-plans': HandCoins,
};

export interface SectionProps {
  /** Section id from the route table (ROUTES in @irrigo/contracts), e.g. 'site-mapping'. */
  section: string;
}

/**
 * Exposed as './Section': a field route whose screen arrives in a later issue. It says what the section is
 * for and that it is being built, and nothing else: no placeholder data. Technician screens get the mobile
 * frame; a section the route table places in the office frame (Sell Plans) sits in the shell's page instead.
 */
export default function Section({ section }: SectionProps) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const copyKey = i18n.exists(`sections.${section}.title`, { ns: TECH_NAMESPACE }) ? `sections.${section}` : 'section.fallback';
  const copy = { title: t(`${copyKey}.title`), description: t(`${copyKey}.description`), icon: SECTION_ICONS[section] };
  const inOfficeFrame = ROUTES.some((route) => route.remote === 'mf-tech' && route.section === section && route.frame === 'office');
  if (inOfficeFrame) return <SectionInProgress {...copy} />;
  return (
    <TechFrame>
      <BackLink />
      <SectionInProgress {...copy} layout="card" />
    </TechFrame>
  );
}

function BackLink() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <Link to={TECH_HOME_PATH} className={styles.back}>
      <ArrowLeft aria-hidden size={20} />
      {t('section.back')}
    </Link>
  );
}
