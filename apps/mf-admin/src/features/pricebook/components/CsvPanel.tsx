import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import { PRICEBOOK_LIMITS, type PricebookCsvImportResult, type PricebookCsvRow, type PricebookItemListQuery } from '@irrigo/contracts';
import { Alert, Badge, Button, Label, toast, type BadgeTone } from '@irrigo/ui';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { fetchPricebookCsv, useCsvImport } from '../api/csv';
import { pricebookFailure } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';

const ROWS_PAGE_SIZE = 25;
/** The diff's counts, in the order they are shown. */
const COUNT_KEYS = ['new', 'changed', 'unchanged', 'errors'] as const;
const STATUS_TONE: Record<PricebookCsvRow['status'], BadgeTone> = { new: 'info', changed: 'warning', unchanged: 'neutral' };
const column = dataTableColumns<PricebookCsvRow>();

/**
 * The CSV round trip: export the filtered items, and import a file in two steps, the dry run's diff (new,
 * changed and unchanged rows, each problem with its line and column) and then Apply.
 */
export function CsvPanel({ filters }: { filters: Omit<PricebookItemListQuery, 'page' | 'pageSize'> }) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const importCsv = useCsvImport();
  const fileId = useId();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [diff, setDiff] = useState<PricebookCsvImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const columns = useImportColumns();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await fetchPricebookCsv(filters);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'pricebook.csv';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast({ variant: 'danger', title: t('csv.exportFailed'), description: t(pricebookFailure(error)) });
    } finally {
      setExporting(false);
    }
  };

  const dryRun = async (chosen: File) => {
    setDiff(null);
    setFailure(null);
    setFile(null);
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setFailure(t('csv.unreadable'));
      return;
    }
    // The service takes up to csvMaxBytes characters; a bigger file is refused here, before the upload.
    if (text.length > PRICEBOOK_LIMITS.csvMaxBytes) {
      setFailure(t('csv.tooLarge', { rows: PRICEBOOK_LIMITS.csvMaxRows }));
      return;
    }
    if (text.trim() === '') {
      setFailure(t('csv.empty'));
      return;
    }
    setFile({ name: chosen.name, text });
    importCsv.mutate(
      { csv: text, dryRun: true },
      {
        onSuccess: (result) => {
          setDiff(result);
          setPage(1);
        },
        onError: (error) => setFailure(t(pricebookFailure(error))),
      },
    );
  };

  const apply = () => {
    if (!file) return;
    importCsv.mutate(
      { csv: file.text, dryRun: false },
      {
        onSuccess: (result) => {
          toast({ variant: 'success', title: t('csv.applied', { created: result.counts.new, changed: result.counts.changed }) });
          reset();
        },
        onError: (error) => setFailure(t(pricebookFailure(error))),
      },
    );
  };

  const reset = () => {
    setDiff(null);
    setFile(null);
    setFailure(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const changes = diff ? diff.counts.new + diff.counts.changed : 0;
  const shownRows = useMemo(() => diff?.rows.filter((row) => row.status !== 'unchanged') ?? [], [diff]);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('csv.title')}
      </h2>
      <p className={styles.panelText}>{t('csv.description')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
          <Download aria-hidden size={16} />
          {t('csv.export')}
        </Button>
      </div>
      <div className={styles.filter}>
        <Label htmlFor={fileId}>
          <Upload aria-hidden size={16} /> {t('csv.importLabel')}
        </Label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className={styles.fileInput}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void dryRun(chosen);
          }}
        />
      </div>
      {importCsv.isPending && !diff && (
        <p className={styles.count} role="status">
          {t('csv.checking')}
        </p>
      )}
      {failure && (
        <Alert tone="danger" title={t('csv.failedTitle')}>
          {failure}
        </Alert>
      )}
      {diff && file && (
        <section className={styles.subpanel} aria-label={t('csv.diffTitle', { file: file.name })}>
          <h3 className={styles.panelTitle}>{t('csv.diffTitle', { file: file.name })}</h3>
          <ul className={styles.stats}>
            {COUNT_KEYS.map((key) => (
              <li key={key} className={styles.stat}>
                <span className={styles.statValue}>{diff.counts[key]}</span>
                <span className={styles.statLabel}>{t(`csv.counts.${key}`)}</span>
              </li>
            ))}
          </ul>
          {diff.errors.length > 0 && (
            <Alert tone="danger" title={t('csv.errorsTitle', { count: diff.errors.length })}>
              <ul className={styles.list} aria-label={t('csv.errorsList')}>
                {diff.errors.map((error) => (
                  <li key={`${error.line}-${error.column ?? ''}-${error.code}`}>
                    {error.column
                      ? t('csv.errorAt', { line: error.line, column: error.column, message: t(`csv.errors.${error.code}`, { column: error.column }) })
                      : t('csv.errorAtLine', { line: error.line, message: t(`csv.errors.${error.code}`, { column: '' }) })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {shownRows.length > 0 ? (
            <DataTable
              caption={t('csv.rowsCaption')}
              columns={columns}
              data={shownRows}
              getRowId={(row) => String(row.line)}
              mode="client"
              pagination={{ page, pageSize: ROWS_PAGE_SIZE, total: shownRows.length, onPageChange: setPage }}
            />
          ) : (
            <p className={styles.panelText}>{t('csv.nothingToChange')}</p>
          )}
          <div className={styles.actions}>
            <Button onClick={apply} loading={importCsv.isPending} disabled={diff.counts.errors > 0 || changes === 0}>
              {t('csv.apply', { count: changes })}
            </Button>
            <Button variant="secondary" onClick={reset} disabled={importCsv.isPending}>
              {t('csv.cancel')}
            </Button>
          </div>
          {diff.counts.errors > 0 && <p className={styles.count}>{t('csv.fixFirst')}</p>}
        </section>
      )}
    </section>
  );
}

function useImportColumns(): DataTableColumn<PricebookCsvRow>[] {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  return useMemo(
    () => [
      column.accessor('nameEn', {
        id: 'name',
        header: t('columns.name'),
        meta: { label: t('columns.name'), cardTitle: true },
        enableSorting: false,
        cell: ({ row }) => row.original.nameEn,
      }),
      column.accessor('line', {
        id: 'line',
        header: t('csv.line'),
        meta: { label: t('csv.line'), numeric: true },
        enableSorting: false,
      }),
      column.accessor('status', {
        id: 'status',
        header: t('columns.status'),
        meta: { label: t('columns.status') },
        enableSorting: false,
        cell: ({ row }) => <Badge tone={STATUS_TONE[row.original.status]}>{t(`csv.statuses.${row.original.status}`)}</Badge>,
      }),
      column.accessor('sku', {
        id: 'sku',
        header: t('columns.sku'),
        meta: { label: t('columns.sku') },
        enableSorting: false,
        cell: ({ row }) => row.original.sku ?? '—',
      }),
      column.accessor((row) => row.changes.join(','), {
        id: 'changes',
        header: t('csv.changes'),
        meta: { label: t('csv.changes') },
        enableSorting: false,
        cell: ({ row }) => row.original.changes.map((field) => t(`fields.${field}`)).join(', ') || '—',
      }),
    ],
    [t],
  );
}
