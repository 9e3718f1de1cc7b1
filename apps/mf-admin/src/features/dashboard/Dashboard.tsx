import '../../app/i18n';
import { DASHBOARD_PERIODS } from '@irrigo/contracts';
import { Tabs, TabsContent } from '@irrigo/ui/tabs';
import { DashboardHeader } from './components/DashboardHeader';
import { PeriodSummary } from './components/PeriodSummary';
import { QuickActions } from './components/QuickActions';
import { RecentInspections } from './components/RecentInspections';
import { isDashboardPeriod, useDashboardPeriod } from './hooks/use-dashboard-period';
import styles from './Dashboard.module.css';

/**
 * /dashboard (and /): exposed as './Dashboard'. Renders inside the shell's router, query client and tooltip
 * provider. The Week / Month / Quarter tabs in the header control one panel per period; every panel is in the
 * page (the inactive ones hidden) so each tab's aria-controls names an element that exists, and only the
 * chosen one asks for its figures. Recent inspections and the quick actions do not depend on the period.
 */
export default function Dashboard() {
  const [period, setPeriod] = useDashboardPeriod();
  return (
    <Tabs
      value={period}
      onValueChange={(value) => {
        if (isDashboardPeriod(value)) setPeriod(value);
      }}
      className={styles.page}
    >
      <DashboardHeader />
      {DASHBOARD_PERIODS.map((option) => (
        <TabsContent key={option} value={option} forceMount hidden={option !== period}>
          <PeriodSummary period={option} active={option === period} />
        </TabsContent>
      ))}
      <RecentInspections />
      <QuickActions />
    </Tabs>
  );
}
