import './i18n';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, FolderPlus, FolderTree, Plus } from 'lucide-react';
import { PRICEBOOK_LIMITS, type PricebookCategory } from '@irrigo/contracts';
import { Alert, Badge, Button, IconButton, toast } from '@irrigo/ui';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { Switch } from '@irrigo/ui/switch';
import { AdminPage } from '../../components/AdminPage.js';
import { PageEmpty } from '../../components/PageStatus.js';
import { useArchiveCategory, usePricebookCategories, useUpdateCategory } from './api/categories';
import { CategoryDialog, type CategoryEdit } from './components/CategoryDialog';
import { ItemName } from './components/ItemName';
import { nameIn, pricebookFailure } from './pricebook-text';
import { PRICEBOOK_NAMESPACE } from './i18n';
import { ArchiveConfirm } from './components/ArchiveConfirm';
import styles from './Pricebook.module.css';

const column = dataTableColumns<PricebookCategory>();

/**
 * /pricebook-categories: exposed as './PricebookCategories'. The category tree (nested, names in both
 * languages, sort order, active), with create, edit, add a sub-category, archive and restore.
 */
export default function PricebookCategories() {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const categories = usePricebookCategories();
  const [showArchived, setShowArchived] = useState(false);
  const [edit, setEdit] = useState<CategoryEdit | null>(null);
  const [archiving, setArchiving] = useState<PricebookCategory | null>(null);
  const archive = useArchiveCategory();
  const restore = useUpdateCategory();
  const switchId = useId();

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const shown = useMemo(() => (showArchived ? all : all.filter((category) => category.active)), [all, showArchived]);
  const failed = (error: unknown) => toast({ variant: 'danger', title: t('categories.actionFailed'), description: t(pricebookFailure(error)) });

  const columns: DataTableColumn<PricebookCategory>[] = [
    column.accessor('nameEn', {
      id: 'name',
      header: t('columns.name'),
      meta: { label: t('columns.name'), cardTitle: true },
      enableSorting: false,
      cell: ({ row }) => (
        // Each level steps in, so the tree reads as a tree in a flat table.
        <span className={styles.indent} style={{ paddingInlineStart: `${row.original.depth * 1.5}rem` }}>
          <ItemName item={row.original} />
          {/* Where it comes from, under the names rather than in a column of its own: the tree keeps its room on a tablet. */}
          {row.original.hcpUuid && <span className={styles.source}>{t('source.hcp')}</span>}
        </span>
      ),
    }),
    column.accessor('sortOrder', {
      id: 'sortOrder',
      header: t('fields.sortOrder'),
      meta: { label: t('fields.sortOrder'), numeric: true },
      enableSorting: false,
    }),
    column.accessor('active', {
      id: 'active',
      header: t('columns.status'),
      meta: { label: t('columns.status') },
      enableSorting: false,
      cell: ({ row }) => <Badge tone={row.original.active ? 'success' : 'neutral'}>{t(row.original.active ? 'status.active' : 'status.archived')}</Badge>,
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      meta: { label: t('columns.actions') },
      cell: ({ row }) => {
        const category = row.original;
        const name = nameIn(category, i18n.language);
        return (
          <span className={styles.rowActions}>
            <Button variant="secondary" size="sm" onClick={() => setEdit({ category })} aria-label={t('categories.editNamed', { name })}>
              {t('edit')}
            </Button>
            {/* The other two are icons with their names as labels and tooltips, so a row stays one line. */}
            {category.active && category.depth + 1 < PRICEBOOK_LIMITS.categoryMaxDepth && (
              <IconButton label={t('categories.addChildNamed', { name })} title={t('categories.addChild')} onClick={() => setEdit({ parentId: category.id })}>
                <FolderPlus aria-hidden size={18} />
              </IconButton>
            )}
            {category.active ? (
              <IconButton label={t('categories.archiveNamed', { name })} title={t('archive')} onClick={() => setArchiving(category)}>
                <Archive aria-hidden size={18} />
              </IconButton>
            ) : (
              <IconButton
                label={t('categories.restoreNamed', { name })}
                title={t('restore')}
                onClick={() =>
                  restore.mutate(
                    { id: category.id, version: category.version, body: { active: true } },
                    { onSuccess: () => toast({ variant: 'success', title: t('categories.restored', { name }) }), onError: failed },
                  )
                }
              >
                <ArchiveRestore aria-hidden size={18} />
              </IconButton>
            )}
          </span>
        );
      },
    }),
  ];

  return (
    <AdminPage
      icon={FolderTree}
      title={t('categories.title')}
      description={t('categories.description')}
      actions={
        <Button onClick={() => setEdit({ parentId: null })}>
          <Plus aria-hidden size={18} />
          {t('categories.new')}
        </Button>
      }
    >
      <div className={styles.actions}>
        <Switch id={switchId} checked={showArchived} onCheckedChange={setShowArchived} />
        <label htmlFor={switchId}>{t('categories.showArchived')}</label>
      </div>
      <DataTable
        caption={t('categories.caption')}
        columns={columns}
        data={shown}
        getRowId={(row) => row.id}
        mode="client"
        loading={categories.isPending}
        error={
          categories.isError && (
            <Alert tone="danger" title={t('errors.loadTitle')}>
              <p>{t(pricebookFailure(categories.error))}</p>
              <Button variant="secondary" onClick={() => void categories.refetch()} loading={categories.isFetching}>
                {t('retry')}
              </Button>
            </Alert>
          )
        }
        empty={<PageEmpty title={t('categories.empty')} description={t('categories.emptyHint')} />}
      />
      <CategoryDialog edit={edit} onOpenChange={(open) => !open && setEdit(null)} categories={all} />
      <ArchiveConfirm target={archiving} section="categories" onClose={() => setArchiving(null)} archive={archive} onFailed={failed} />
    </AdminPage>
  );
}
