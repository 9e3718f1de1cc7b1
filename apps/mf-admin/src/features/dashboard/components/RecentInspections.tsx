import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { canManageOrganization, type Inspection } from '@irrigo/contracts';
import { Link } from '@irrigo/router';
import { useCurrentUser, useSelectedLocation } from '@irrigo/session';
import { Alert, Button } from '@irrigo/ui';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { adminErrorMessage } from '../../../app/error-messages';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { DeleteInspectionDialog } from '../../../components/DeleteInspectionDialog';
import { officeInspectionColumns } from '../../../components/office-inspection-columns';
import { PageEmpty } from '../../../components/PageStatus';
import { DASHBOARD_STATS_URL } from '../api/dashboard-stats';
import { RECENT_INSPECTIONS_URL, useRecentInspections } from '../api/recent-inspections';
import styles from './RecentInspections.module.css';

export const ALL_INSPECTIONS_PATH = '/all-inspections';

const column = dataTableColumns<Inspection>();
/** After a deletion the recent list and the figures are read again (spec §4). */
const REFRESH_AFTER_DELETE = [[RECENT_INSPECTIONS_URL], [DASHBOARD_STATS_URL]] as const;

/**
 * Spec §2 "Recent Inspections": the latest five of the top bar's location, each with View and, for admins,
 * Delete (the server refuses anyone else); View All leads to every inspection. A table on wide screens,
 * one card per inspection on phones and portrait tablets (the data table's own rule).
 */
export function RecentInspections() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  const viewer = useCurrentUser();
  const role = viewer.data?.role;
  const signedIn = Boolean(viewer.data);
  const { locations, selectedLocationId } = useSelectedLocation({ enabled: signedIn });
  const recent = useRecentInspections(selectedLocationId, { enabled: signedIn && !locations.isPending });
  const [selected, setSelected] = useState<Inspection | null>(null);
  const columns = useRecentColumns({ canDelete: role === 'admin', onDelete: setSelected });
  const loading = recent.isPending && !recent.isError;

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('dashboard.recent.title')}
        </h2>
        {canManageOrganization(role) && (
          <Link to={ALL_INSPECTIONS_PATH} className={styles.viewAll}>
            {t('dashboard.recent.viewAll')}
            <ChevronRight aria-hidden size={18} />
          </Link>
        )}
      </div>
      {loading && (
        <p role="status" className={styles.loading}>
          {t('dashboard.recent.loading')}
        </p>
      )}
      <DataTable
        caption={t('dashboard.recent.caption')}
        columns={columns}
        data={recent.data ?? []}
        getRowId={(row) => row.id}
        mode="client"
        loading={loading}
        error={
          recent.isError && (
            <Alert tone="danger" title={t('dashboard.recent.errorTitle')}>
              <p className={styles.reason}>{t(adminErrorMessage(recent.error).key)}</p>
              <Button variant="secondary" size="sm" onClick={() => void recent.refetch()} loading={recent.isFetching} className={styles.retry}>
                {t('dashboard.recent.retry')}
              </Button>
            </Alert>
          )
        }
        empty={<PageEmpty title={t('dashboard.recent.empty.title')} description={t('dashboard.recent.empty.hint')} />}
      />
      <DeleteInspectionDialog inspection={selected} onClose={() => setSelected(null)} refresh={REFRESH_AFTER_DELETE} />
    </section>
  );
}

function useRecentColumns({ canDelete, onDelete }: { canDelete: boolean; onDelete: (inspection: Inspection) => void }): DataTableColumn<Inspection>[] {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const label = (name: string) => t(`dashboard.recent.columns.${name}`);
  const muted = (text: string) => <span className={styles.muted}>{text}</span>;
  return [
    column.accessor('clientName', {
      id: 'client',
      header: label('client'),
      meta: { label: label('client'), cardTitle: true },
      enableSorting: false,
      cell: ({ row }) => <span className={styles.client}>{row.original.clientName.trim() || t('dashboard.recent.noClient')}</span>,
    }),
    column.accessor('clientAddress', {
      id: 'address',
      header: label('address'),
      meta: { label: label('address') },
      enableSorting: false,
      cell: ({ row }) =>
        row.original.clientAddress.trim() ? <span className={styles.address}>{row.original.clientAddress}</span> : muted(t('dashboard.recent.noAddress')),
    }),
    column.accessor('reportNumber', {
      id: 'reportNumber',
      header: label('reportNumber'),
      meta: { label: label('reportNumber') },
      enableSorting: false,
      cell: ({ row }) => <span className={styles.reportNumber}>{row.original.reportNumber}</span>,
    }),
    ...officeInspectionColumns<Inspection>({ label, sortable: false, onDelete: canDelete ? onDelete : null, actionsClassName: styles.actions }),
  ];
}
