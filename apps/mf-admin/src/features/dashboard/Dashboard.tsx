import '../../i18n';
import { DashboardHeader } from './components/DashboardHeader';
import { QuickActions } from './components/QuickActions';
import { useDashboardPeriod } from './hooks/use-dashboard-period';
import styles from './Dashboard.module.css';

/** /dashboard (and /): exposed as './Dashboard'. Renders inside the shell's router and query client. */
export default function Dashboard() {
  const [period, setPeriod] = useDashboardPeriod();
  return (
    <div className={styles.page}>
      <DashboardHeader period={period} onPeriodChange={setPeriod} />
      <QuickActions />
    </div>
  );
}
