import { useTranslation } from 'react-i18next';
import {
  BadgeDollarSign,
  CalendarClock,
  CalendarDays,
  CircleUser,
  FolderTree,
  HandCoins,
  Layers,
  ListChecks,
  MapPin,
  Package,
  ReceiptText,
  RefreshCw,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { SectionInProgress } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../../app/i18n';

const SECTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  customers: UsersRound,
  technicians: Users,
  'business/technicians': Users,
  scheduling: CalendarDays,
  appointments: CalendarClock,
  inventory: Package,
  pricebook: RefreshCw,
  'admin/pricebook': Layers,
  'admin/pricebook-sync': RefreshCw,
  'pricebook-categories': FolderTree,
  'pricebook-items': ListChecks,
  'service-plans': BadgeDollarSign,
  'admin/service-plans': BadgeDollarSign,
  'membership-sales': HandCoins,
  'service-plan-sales': ReceiptText,
  sync: RefreshCw,
  profile: CircleUser,
  'admin/locations': MapPin,
  'location-management': MapPin,
  'location-manager': MapPin,
};

export interface SectionProps {
  /** Section id from the route table (ROUTES in @irrigo/contracts), e.g. 'customers' or 'admin/pricebook'. */
  section: string;
}

/**
 * Exposed as './Section': an office route whose screen arrives in a later issue. It says what the section
 * is for and that it is being built, and nothing else: no placeholder data.
 */
export default function Section({ section }: SectionProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const known = i18n.exists(`sections.${section}.title`, { ns: ADMIN_NAMESPACE });
  const copyKey = known ? `sections.${section}` : 'section.fallback';
  return <SectionInProgress title={t(`${copyKey}.title`)} description={t(`${copyKey}.description`)} icon={SECTION_ICONS[section]} />;
}
