import '../../app/i18n';
import { useTranslation } from 'react-i18next';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { useSearchParams } from '@irrigo/router';
import { useAvailableLocations } from '@irrigo/session';
import { Button } from '@irrigo/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@irrigo/ui/tabs';
import { ADMIN_NAMESPACE } from '../../app/i18n';
import { useAuditEvents, useInspectionAuditEvents } from './api/audit-events';
import { AuditEventTable } from './components/AuditEventTable';
import { InspectionEventTable } from './components/InspectionEventTable';
import { PagedLog, type PagedLogTexts } from './components/PagedLog';
import { AdminPage } from '../../components/AdminPage.js';

const SECONDARY = 'secondary';
/** The logs the screen shows, one tab each; the address keeps the one shown (?log=inspections). */
const LOGS = ['security', 'inspections'] as const;
type LogName = (typeof LOGS)[number];
const LOG_PARAM = 'log';

/**
 * /admin/audit-log: exposed as './AuditLog'. For admins and managers, newest first: the organization's security
 * events (sign-ins, failed sign-ins, password changes and resets, rate limits; services/auth) and the
 * inspections deleted from it, with who deleted them (services/inspections). Each log is read when its tab is
 * shown.
 */
export default function AuditLog() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const shown: LogName = params.get(LOG_PARAM) === 'inspections' ? 'inspections' : 'security';
  const security = useAuditEvents(shown === 'security');
  const inspections = useInspectionAuditEvents(shown === 'inspections');
  const locations = useAvailableLocations({ enabled: shown === 'inspections' });
  const securityEvents = security.data?.pages.flatMap((page) => page.events) ?? [];
  const inspectionEvents = inspections.data?.pages.flatMap((page) => page.events) ?? [];
  const active = shown === 'security' ? security : inspections;
  // Each log's own wording, under its key: auditLog.loading, auditLog.inspections.loading, …
  const textsOf = (key: string): PagedLogTexts => ({
    loading: t(`${key}.loading`),
    errorTitle: t(`${key}.errors.title`),
    moreErrorTitle: t(`${key}.errors.moreTitle`),
    emptyTitle: t(`${key}.empty.title`),
    emptyDescription: t(`${key}.empty.description`),
    end: t(`${key}.end`),
  });

  const show = (log: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (log === 'inspections') next.set(LOG_PARAM, log);
        else next.delete(LOG_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminPage
      icon={ShieldCheck}
      title={t('auditLog.title')}
      description={t('auditLog.description')}
      actions={
        active.isSuccess && (
          <Button variant={SECONDARY} onClick={() => void active.refetch()} loading={active.isRefetching && !active.isFetchingNextPage}>
            <RefreshCw aria-hidden size={18} />
            {t('auditLog.refresh')}
          </Button>
        )
      }
    >
      <Tabs value={shown} onValueChange={show}>
        <TabsList aria-label={t('auditLog.tabs.label')}>
          {LOGS.map((log) => (
            <TabsTrigger key={log} value={log}>
              {t(`auditLog.tabs.${log}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="security">
          <PagedLog log={security} count={securityEvents.length} texts={textsOf('auditLog')}>
            <AuditEventTable events={securityEvents} />
          </PagedLog>
        </TabsContent>

        <TabsContent value="inspections">
          <PagedLog log={inspections} count={inspectionEvents.length} texts={textsOf('auditLog.inspections')}>
            <InspectionEventTable events={inspectionEvents} locations={locations.data} />
          </PagedLog>
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
