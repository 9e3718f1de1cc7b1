import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail, CustomerJob } from '@irrigo/contracts';
import { Badge, type BadgeTone } from '@irrigo/ui';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { formatUsd, isKnownJobStatus, jobStatusKey, type JobStatus } from '../customer-display';
import { CUSTOMERS_NAMESPACE } from '../i18n';
import styles from './CustomerDrawer.module.css';

const column = dataTableColumns<CustomerJob>();

const STATUS_TONE: Record<JobStatus, BadgeTone> = {
  'needs scheduling': 'warning',
  scheduled: 'info',
  'in progress': 'info',
  'complete rated': 'success',
  'complete unrated': 'success',
  'user canceled': 'neutral',
  'pro canceled': 'neutral',
};

/** The customer's jobs as Housecall Pro has them (newest first, as the server sends them): status, date, technicians, total. */
export function CustomerJobs({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const columns = useJobColumns();
  const headingId = `${customer.id}-jobs`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('detail.jobs')}
      </h3>
      {customer.jobs.length === 0 ? (
        <p className={styles.muted}>{t('detail.noJobs')}</p>
      ) : (
        <DataTable
          caption={t('detail.jobsCaption', { name: customer.displayName })}
          columns={columns}
          data={customer.jobs}
          getRowId={(job) => job.id}
          mode="client"
          className={styles.jobs}
        />
      )}
    </section>
  );
}

function useJobColumns(): DataTableColumn<CustomerJob>[] {
  const { t, i18n } = useTranslation(CUSTOMERS_NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return [
      column.accessor((job) => job.description ?? '', {
        id: 'job',
        header: t('detail.job.job'),
        meta: { label: t('detail.job.job'), cardTitle: true },
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.jobName}>
            <span>{row.original.description ?? t('detail.job.untitled')}</span>
            {row.original.invoiceNumber && <span className={styles.muted}>{t('detail.job.invoice', { number: row.original.invoiceNumber })}</span>}
          </span>
        ),
      }),
      column.accessor((job) => job.workStatus ?? '', {
        id: 'status',
        header: t('detail.job.status'),
        meta: { label: t('detail.job.status') },
        enableSorting: false,
        cell: ({ row }) => {
          const status = row.original.workStatus;
          if (!status) return <span className={styles.muted}>{t('jobStatus.unknown')}</span>;
          // A status HCP adds later is shown in its own words rather than hidden.
          return isKnownJobStatus(status) ? <Badge tone={STATUS_TONE[status]}>{t(jobStatusKey(status))}</Badge> : <Badge>{status}</Badge>;
        },
      }),
      column.accessor((job) => job.scheduledStart ?? '', {
        id: 'date',
        header: t('detail.job.date'),
        meta: { label: t('detail.job.date') },
        enableSorting: false,
        cell: ({ row }) =>
          row.original.scheduledStart ? (
            <time dateTime={row.original.scheduledStart}>{dates.format(new Date(row.original.scheduledStart))}</time>
          ) : (
            <span className={styles.muted}>{t('detail.job.unscheduled')}</span>
          ),
      }),
      column.accessor((job) => job.technicianNames.join(', '), {
        id: 'technicians',
        header: t('detail.job.technicians'),
        meta: { label: t('detail.job.technicians') },
        enableSorting: false,
        cell: ({ row }) =>
          row.original.technicianNames.length ? row.original.technicianNames.join(', ') : <span className={styles.muted}>{t('noTechnician')}</span>,
      }),
      column.accessor('totalCents', {
        id: 'total',
        header: t('detail.job.total'),
        meta: { label: t('detail.job.total'), numeric: true },
        enableSorting: false,
        cell: ({ row }) => formatUsd(row.original.totalCents, language),
      }),
    ];
  }, [t, language]);
}
