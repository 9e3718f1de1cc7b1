import { useTranslation } from 'react-i18next';
import { PRICEBOOK_LIMITS, type PricebookCategory } from '@irrigo/contracts';
import { failureReasonOf } from '@irrigo/api-client';
import { Button, FormField, Input, toast } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { Form, RegisteredField, SubmitButton, reportServerError, serverFailureOf, useFormField, useZodForm, type z } from '@irrigo/ui/forms';
import { Select } from '@irrigo/ui/select';
import { useCreateCategory, useUpdateCategory, usePricebookCategories } from '../api/categories';
import { categoryBody, categoryFormValues, categorySchema, newCategoryValues, possibleParents } from '../category-form';
import { categoryPath, describePricebookFailure } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';
import { SaveFailure, useStaleVersion } from './SaveFailure';

const ROOT = '__root';

/** What the dialog edits: an existing category, or a new one (under `parentId`, null for a root). */
export type CategoryEdit = { category: PricebookCategory } | { parentId: string | null };

interface CategoryDialogProps {
  edit: CategoryEdit | null;
  onOpenChange: (open: boolean) => void;
  categories: readonly PricebookCategory[];
}

export function CategoryDialog({ edit, onOpenChange, categories }: CategoryDialogProps) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const category = edit && 'category' in edit ? edit.category : null;
  return (
    <Dialog open={edit !== null} onOpenChange={onOpenChange}>
      <DialogContent className={styles.formDialog}>
        <DialogTitle>{category ? t('categoryForm.editTitle') : t('categoryForm.createTitle')}</DialogTitle>
        <DialogDescription>{t('categoryForm.description', { depth: PRICEBOOK_LIMITS.categoryMaxDepth })}</DialogDescription>
        {edit && (
          <CategoryForm
            key={category?.id ?? `new-${'parentId' in edit ? edit.parentId : ''}`}
            category={category}
            parentId={'parentId' in edit ? edit.parentId : null}
            categories={categories}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  category,
  parentId,
  categories,
  onDone,
}: {
  category: PricebookCategory | null;
  parentId: string | null;
  categories: readonly PricebookCategory[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const form = useZodForm(categorySchema, category ? categoryFormValues(category) : newCategoryValues(parentId));
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const latest = usePricebookCategories({ enabled: false });
  const stale = useStaleVersion<PricebookCategory>(category?.version ?? 0);
  const failure = serverFailureOf(form.formState.errors);

  const save = async (values: z.output<typeof categorySchema>, basedOn: number) => {
    const body = categoryBody(values);
    try {
      if (category) await update.mutateAsync({ id: category.id, version: basedOn, body });
      else await create.mutateAsync(body);
    } catch (error) {
      if (category && failureReasonOf(error) === 'STALE_VERSION') {
        // What was typed stays; the tree is read again to show their version beside it.
        const fresh = await latest.refetch();
        stale.setTheirs(fresh.data?.find((candidate) => candidate.id === category.id) ?? null);
      }
      reportServerError(form, error, { describe: describePricebookFailure });
      return;
    }
    toast({ variant: 'success', title: t(category ? 'categoryForm.saved' : 'categoryForm.created', { name: body.nameEn }) });
    onDone();
  };

  return (
    <Form form={form} className={styles.form} onValid={(values) => save(values, stale.version)}>
      <SaveFailure
        failure={failure}
        failedTitle={t('categoryForm.failedTitle')}
        stale={stale}
        onKeepMine={(version) => void form.handleSubmit((values) => save(values, version))()}
        onLoadTheirs={(theirs) => form.reset(categoryFormValues(theirs))}
      />
      <ParentField categories={categories} category={category} language={i18n.language} />
      <div className={styles.formGrid}>
        <RegisteredField name="nameEn" label={t('fields.nameEn')} required errorValues={{ max: PRICEBOOK_LIMITS.nameMaxLength }}>
          <Input lang="en" autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="nameEs" label={t('fields.nameEs')} optional errorValues={{ max: PRICEBOOK_LIMITS.nameMaxLength }}>
          <Input lang="es" autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="sortOrder" label={t('fields.sortOrder')} hint={t('categoryForm.sortHint')}>
          <Input inputMode="numeric" autoComplete="off" />
        </RegisteredField>
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('active')} />
        {t('fields.active')}
      </label>
      <div className={styles.dialogFooter}>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <SubmitButton size="md" pendingLabel={t('saving')}>
          {category ? t('save') : t('categoryForm.create')}
        </SubmitButton>
      </div>
    </Form>
  );
}

function ParentField({ categories, category, language }: { categories: readonly PricebookCategory[]; category: PricebookCategory | null; language: string }) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const { value, onChange, message } = useFormField('parentId');
  const current = typeof value === 'string' && value !== '' ? value : ROOT;
  return (
    <FormField label={t('fields.parentId')} error={message}>
      <Select
        value={current}
        onValueChange={(next) => onChange(next === ROOT ? '' : next)}
        options={[
          { value: ROOT, label: t('categoryForm.root') },
          ...possibleParents(categories, category).map((parent) => ({ value: parent.id, label: categoryPath(categories, parent.id, language) })),
        ]}
      />
    </FormField>
  );
}
