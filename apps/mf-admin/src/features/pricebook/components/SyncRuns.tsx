import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricebookSyncReport } from '@irrigo/contracts';
import { Alert, Badge, Button } from '@irrigo/ui';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { useSyncRuns } from '../api/sync';
import { pricebookFailure } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import { PageEmpty } from '../../../components/PageStatus.js';
import styles from '../Pricebook.module.css';

const column = dataTableColumns<PricebookSyncReport>();

/** The latest sync runs, newest first: when, how it went, and what each created, updated, archived and could not take. */
export function SyncRuns() {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const runs = useSyncRuns();
  const columns = useRunColumns();
  return (
    <section className={styles.panel} aria-label={t('sync.runsTitle')}>
      <h2 className={styles.panelTitle}>{t('sync.runsTitle')}</h2>
      <DataTable
        caption={t('sync.runsCaption')}
        columns={columns}
        data={runs.data ?? []}
        getRowId={(row) => row.id}
        mode="client"
        loading={runs.isPending}
        error={
          runs.isError && (
            <Alert tone="danger" title={t('errors.loadTitle')}>
              <p>{t(pricebookFailure(runs.error))}</p>
              <Button variant="secondary" onClick={() => void runs.refetch()} loading={runs.isFetching}>
                {t('retry')}
              </Button>
            </Alert>
          )
        }
        empty={<PageEmpty title={t('sync.noRuns')} description={t('sync.noRunsHint')} />}
      />
    </section>
  );
}

function useRunColumns(): DataTableColumn<PricebookSyncReport>[] {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const count = (key: 'created' | 'updated' | 'archived' | 'failed') =>
      column.accessor(key, { id: key, header: t(`sync.counts.${key}`), meta: { label: t(`sync.counts.${key}`), numeric: true }, enableSorting: false });
    return [
      column.accessor('finishedAt', {
        id: 'finishedAt',
        header: t('sync.time'),
        meta: { label: t('sync.time'), cardTitle: true },
        enableSorting: false,
        cell: ({ row }) => time.format(new Date(row.original.finishedAt)),
      }),
      column.accessor('status', {
        id: 'status',
        header: t('columns.status'),
        meta: { label: t('columns.status') },
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={row.original.status === 'ok' ? 'success' : 'danger'}>{t(row.original.status === 'ok' ? 'sync.statusOk' : 'sync.statusFailed')}</Badge>
        ),
      }),
      count('created'),
      count('updated'),
      count('archived'),
      count('failed'),
      column.accessor('servicesReadable', {
        id: 'services',
        header: t('sync.services'),
        meta: { label: t('sync.services') },
        enableSorting: false,
        cell: ({ row }) => (row.original.servicesReadable ? t('sync.servicesRead') : <span className={styles.muted}>{t('sync.servicesNotReadable')}</span>),
      }),
    ];
  }, [t, i18n.language]);
}
