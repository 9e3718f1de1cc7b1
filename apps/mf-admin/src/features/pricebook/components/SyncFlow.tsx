import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricebookSyncCounts, PricebookSyncReport, PricebookSyncRow } from '@irrigo/contracts';
import { Alert, Badge, Button, toast, type BadgeTone } from '@irrigo/ui';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { useRunSync, useSyncPreview } from '../api/sync';
import { pricebookFailure } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';

const ACTION_TONE: Record<PricebookSyncRow['action'], BadgeTone> = { created: 'success', updated: 'warning', archived: 'neutral', unchanged: 'neutral' };
const COUNT_KEYS = ['created', 'updated', 'archived', 'unchanged'] as const;
const ROWS_PAGE_SIZE = 25;
const column = dataTableColumns<PricebookSyncRow>();

/**
 * The Housecall Pro price book sync: a preview of what would change (nothing is written), then Apply, then
 * the run's report. HCP refusing the services list to a company key is information, not a failure.
 */
export function SyncFlow({ onFinished }: { onFinished?: (report: PricebookSyncReport) => void }) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const preview = useSyncPreview();
  const run = useRunSync();
  const [page, setPage] = useState(1);
  const [report, setReport] = useState<PricebookSyncReport | null>(null);
  const titleId = useId();
  const columns = useSyncColumns();
  const diff = preview.data;
  const rows = useMemo(() => diff?.rows.filter((row) => row.action !== 'unchanged') ?? [], [diff]);
  const pending = diff ? totalOf(diff.items, ['created', 'updated', 'archived']) + totalOf(diff.categories, ['created', 'updated', 'archived']) : 0;

  const apply = () =>
    run.mutate(undefined, {
      onSuccess: (result) => {
        setReport(result);
        preview.reset();
        toast({ variant: result.status === 'ok' ? 'success' : 'danger', title: t(result.status === 'ok' ? 'sync.done' : 'sync.runFailed') });
        onFinished?.(result);
      },
    });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('sync.flowTitle')}
      </h2>
      <p className={styles.panelText}>{t('sync.flowText')}</p>
      <div className={styles.actions}>
        <Button
          variant={diff ? 'secondary' : 'primary'}
          onClick={() => {
            setReport(null);
            run.reset();
            setPage(1);
            preview.mutate();
          }}
          loading={preview.isPending}
        >
          {diff ? t('sync.previewAgain') : t('sync.preview')}
        </Button>
      </div>
      {preview.isError && (
        <Alert tone="danger" title={t('sync.previewFailed')}>
          {t(pricebookFailure(preview.error))}
        </Alert>
      )}
      {run.isError && (
        <Alert tone="danger" title={t('sync.runFailed')}>
          {t(pricebookFailure(run.error))}
        </Alert>
      )}
      {report && <SyncReportSummary report={report} />}
      {diff && (
        <section className={styles.subpanel} aria-label={t('sync.previewTitle')}>
          <h3 className={styles.panelTitle}>{t('sync.previewTitle')}</h3>
          <ServicesNote readable={diff.servicesReadable} />
          <CountsList title={t('sync.items')} counts={diff.items} />
          <CountsList title={t('sync.categories')} counts={diff.categories} />
          {diff.failed.length > 0 && (
            <Alert tone="warning" title={t('sync.failedRows', { count: diff.failed.length })}>
              <ul className={styles.list}>
                {diff.failed.map((failure) => (
                  <li key={failure.hcpUuid}>{t('sync.failedRow', { name: failure.name || failure.hcpUuid, reason: t(`sync.reasons.${failure.reason}`) })}</li>
                ))}
              </ul>
            </Alert>
          )}
          {rows.length > 0 ? (
            <DataTable
              caption={t('sync.rowsCaption')}
              columns={columns}
              data={rows}
              getRowId={(row) => `${row.entity}-${row.hcpUuid}`}
              mode="client"
              pagination={{ page, pageSize: ROWS_PAGE_SIZE, total: rows.length, onPageChange: setPage }}
            />
          ) : (
            <p className={styles.panelText}>{t('sync.upToDate')}</p>
          )}
          <div className={styles.actions}>
            <Button onClick={apply} loading={run.isPending}>
              {pending > 0 ? t('sync.apply', { count: pending }) : t('sync.runNow')}
            </Button>
            <Button variant="secondary" onClick={() => preview.reset()} disabled={run.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}

const totalOf = (counts: PricebookSyncCounts, keys: readonly (keyof PricebookSyncCounts)[]) => keys.reduce((sum, key) => sum + counts[key], 0);

/** "Services: not readable with this key": HCP answers services only to an application key; said as information. */
export function ServicesNote({ readable }: { readable: boolean }) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  if (readable) return null;
  return (
    <Alert tone="info" title={t('sync.servicesNotReadable')}>
      {t('sync.servicesNotReadableHint')}
    </Alert>
  );
}

function CountsList({ title, counts }: { title: string; counts: PricebookSyncCounts }) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const titleId = useId();
  return (
    <div className={styles.countsGroup}>
      <h4 id={titleId} className={styles.countsTitle}>
        {title}
      </h4>
      <ul className={styles.stats} aria-labelledby={titleId}>
        {COUNT_KEYS.map((key) => (
          <li key={key} className={styles.stat}>
            <span className={styles.statValue}>{counts[key]}</span>
            <span className={styles.statLabel}>{t(`sync.counts.${key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A run's report: what it created, updated, archived and could not take, and when it finished. */
export function SyncReportSummary({ report }: { report: PricebookSyncReport }) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(report.finishedAt));
  return (
    <Alert tone={report.status === 'ok' ? 'success' : 'danger'} title={t(report.status === 'ok' ? 'sync.reportTitle' : 'sync.runFailed')}>
      <p>{t('sync.reportText', { created: report.created, updated: report.updated, archived: report.archived, failed: report.failed, when })}</p>
      {!report.servicesReadable && <p>{t('sync.servicesNotReadable')}</p>}
    </Alert>
  );
}

function useSyncColumns(): DataTableColumn<PricebookSyncRow>[] {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  return useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: t('columns.name'),
        meta: { label: t('columns.name'), cardTitle: true },
        enableSorting: false,
      }),
      column.accessor('entity', {
        id: 'entity',
        header: t('sync.entity'),
        meta: { label: t('sync.entity') },
        enableSorting: false,
        cell: ({ row }) => t(`sync.entities.${row.original.entity}`),
      }),
      column.accessor('action', {
        id: 'action',
        header: t('sync.action'),
        meta: { label: t('sync.action') },
        enableSorting: false,
        cell: ({ row }) => <Badge tone={ACTION_TONE[row.original.action]}>{t(`sync.actions.${row.original.action}`)}</Badge>,
      }),
      column.accessor((row) => row.changes.join(','), {
        id: 'changes',
        header: t('csv.changes'),
        meta: { label: t('csv.changes') },
        enableSorting: false,
        cell: ({ row }) => row.original.changes.map((field) => t(`fields.${field}`, { defaultValue: field })).join(', ') || '—',
      }),
    ],
    [t],
  );
}
