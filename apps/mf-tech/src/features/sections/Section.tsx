import '../../i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowLeft,
  BadgeDollarSign,
  BookOpen,
  ClipboardList,
  ClipboardPlus,
  Construction,
  HandCoins,
  LayoutGrid,
  Map as SiteMapIcon,
  MapPinned,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { ROUTES } from '@irrigo/contracts';
import { Card } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../i18n';
import { TECH_HOME_PATH } from '../tech-frame/navigation';
import { TechFrame } from '../tech-frame/TechFrame';
import styles from './Section.module.css';

const SECTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  'tech-settings': Settings,
  'tech-service-plans': BadgeDollarSign,
  'irrigation-inspection': ClipboardList,
  'site-mapping': SiteMapIcon,
  'sitemap-view': MapPinned,
  'tech-pricebook': BookOpen,
  inspection: ClipboardPlus,
  'sell-plans': HandCoins,
};

export interface SectionProps {
  /** Section id from the route table (ROUTES in @irrigo/contracts), e.g. 'tech-pricebook'. */
  section: string;
}

/**
 * Exposed as './Section': a field route whose screen arrives in a later issue. It says what the section is
 * for and that it is being built, and nothing else: no placeholder data. Technician screens get the mobile
 * frame; a section the route table places in the office frame (Sell Plans) sits in the shell's page instead.
 */
export default function Section({ section }: SectionProps) {
  const inOfficeFrame = ROUTES.some((route) => route.remote === 'mf-tech' && route.section === section && route.frame === 'office');
  if (inOfficeFrame) {
    return (
      <div className={styles.officePage}>
        <SectionCard section={section} />
      </div>
    );
  }
  return (
    <TechFrame>
      <BackLink />
      <SectionCard section={section} />
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

function SectionCard({ section }: SectionProps) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const titleId = useId();
  const copyKey = i18n.exists(`sections.${section}.title`, { ns: TECH_NAMESPACE }) ? `sections.${section}` : 'section.fallback';
  const Icon = SECTION_ICONS[section] ?? LayoutGrid;
  return (
    <Card aria-labelledby={titleId} className={styles.card}>
      <span className={styles.icon} aria-hidden>
        <Icon size={28} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {t(`${copyKey}.title`)}
      </h1>
      <p className={styles.description}>{t(`${copyKey}.description`)}</p>
      <div className={styles.note} role="note">
        <Construction aria-hidden size={20} className={styles.noteIcon} />
        <div>
          <p className={styles.noteTitle}>{t('section.beingBuilt.title')}</p>
          <p>{t('section.beingBuilt.description')}</p>
        </div>
      </div>
    </Card>
  );
}
