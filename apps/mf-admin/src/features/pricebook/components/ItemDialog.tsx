import { useTranslation } from 'react-i18next';
import { PRICEBOOK_ITEM_KINDS, PRICEBOOK_LIMITS, type PricebookCategory, type PricebookItem } from '@irrigo/contracts';
import { failureReasonOf } from '@irrigo/api-client';
import { Button, FormField, Input, toast } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { Form, RegisteredField, SubmitButton, reportServerError, serverFailureOf, useFormField, useZodForm, type z } from '@irrigo/ui/forms';
import { Select } from '@irrigo/ui/select';
import { fetchPricebookItem, useCreateItem, useUpdateItem } from '../api/items';
import { itemBody, itemFormValues, itemSchema, NEW_ITEM } from '../item-form';
import { categoryPath, describePricebookFailure } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';
import { SaveFailure, useStaleVersion } from './SaveFailure';

const NO_CATEGORY = '__none';
/** The item's yes/no settings, shown as checkboxes. */
const OPTIONS = ['taxable', 'tracksInventory', 'active'] as const;

interface ItemDialogProps {
  /** The item to edit; null to create one. */
  item: PricebookItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly PricebookCategory[];
}

/** Create or edit an item, every field: a dialog on a desktop, the whole screen on a phone. */
export function ItemDialog({ item, open, onOpenChange, categories }: ItemDialogProps) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={styles.formDialog}>
        <DialogTitle>{item ? t('itemForm.editTitle') : t('itemForm.createTitle')}</DialogTitle>
        <DialogDescription>{t('itemForm.description')}</DialogDescription>
        {/* Keyed by the item, so opening another one starts from its values. */}
        <ItemForm key={item?.id ?? 'new'} item={item} categories={categories} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ItemForm({ item, categories, onDone }: { item: PricebookItem | null; categories: readonly PricebookCategory[]; onDone: () => void }) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const form = useZodForm(itemSchema, item ? itemFormValues(item) : NEW_ITEM);
  const createItem = useCreateItem();
  const updateItem = useUpdateItem();
  // The version the typed values are based on; a 412 shows the latest one next to what was typed.
  const stale = useStaleVersion<PricebookItem>(item?.version ?? 0);
  const failure = serverFailureOf(form.formState.errors);
  const limits = { max: PRICEBOOK_LIMITS.nameMaxLength };

  const save = async (values: z.output<typeof itemSchema>, basedOn: number) => {
    const body = itemBody(values);
    try {
      if (item) await updateItem.mutateAsync({ id: item.id, version: basedOn, body });
      else await createItem.mutateAsync(body);
    } catch (error) {
      if (item && failureReasonOf(error) === 'STALE_VERSION') {
        // What was typed stays in the form; their version is read so the person can choose.
        stale.setTheirs(await fetchPricebookItem(item.id).catch(() => null));
      }
      reportServerError(form, error, { describe: describePricebookFailure });
      return;
    }
    toast({ variant: 'success', title: t(item ? 'itemForm.saved' : 'itemForm.created', { name: body.nameEn }) });
    onDone();
  };

  return (
    <Form form={form} className={styles.form} onValid={(values) => save(values, stale.version)}>
      <SaveFailure
        failure={failure}
        failedTitle={t('itemForm.failedTitle')}
        stale={stale}
        onKeepMine={(version) => void form.handleSubmit((values) => save(values, version))()}
        onLoadTheirs={(theirs) => form.reset(itemFormValues(theirs))}
      />
      <div className={styles.formGrid}>
        <KindField />
        <CategoryField categories={categories} language={i18n.language} />
        <RegisteredField name="sku" label={t('fields.sku')} optional errorValues={{ max: PRICEBOOK_LIMITS.skuMaxLength }}>
          <Input autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="unit" label={t('fields.unit')} optional hint={t('itemForm.unitHint')} errorValues={{ max: PRICEBOOK_LIMITS.unitMaxLength }}>
          <Input autoComplete="off" />
        </RegisteredField>
      </div>
      <div className={styles.formGrid}>
        <RegisteredField name="nameEn" label={t('fields.nameEn')} required errorValues={limits}>
          <Input lang="en" autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="nameEs" label={t('fields.nameEs')} optional errorValues={limits}>
          <Input lang="es" autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="descriptionEn" label={t('fields.descriptionEn')} optional errorValues={{ max: PRICEBOOK_LIMITS.descriptionMaxLength }}>
          <textarea lang="en" className={styles.textarea} />
        </RegisteredField>
        <RegisteredField name="descriptionEs" label={t('fields.descriptionEs')} optional errorValues={{ max: PRICEBOOK_LIMITS.descriptionMaxLength }}>
          <textarea lang="es" className={styles.textarea} />
        </RegisteredField>
      </div>
      <div className={styles.formGrid}>
        <RegisteredField name="cost" label={t('fields.costCents')} optional hint={t('itemForm.dollarsHint')}>
          <Input inputMode="decimal" autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="price" label={t('fields.priceCents')} optional hint={t('itemForm.priceHint')}>
          <Input inputMode="decimal" autoComplete="off" />
        </RegisteredField>
        <RegisteredField name="memberPrice" label={t('fields.memberPriceCents')} optional hint={t('itemForm.dollarsHint')}>
          <Input inputMode="decimal" autoComplete="off" />
        </RegisteredField>
      </div>
      <RegisteredField name="imageUrl" label={t('fields.imageUrl')} optional errorValues={{ max: PRICEBOOK_LIMITS.imageUrlMaxLength }}>
        <Input type="url" inputMode="url" autoComplete="off" />
      </RegisteredField>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('itemForm.options')}</legend>
        <div className={styles.checks}>
          {OPTIONS.map((name) => (
            <label key={name} className={styles.check}>
              <input type="checkbox" {...form.register(name)} />
              {t(`fields.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.dialogFooter}>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <SubmitButton size="md" pendingLabel={t('saving')}>
          {item ? t('save') : t('itemForm.create')}
        </SubmitButton>
      </div>
    </Form>
  );
}

function KindField() {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const { value, onChange, invalid, message } = useFormField('kind');
  return (
    <FormField label={t('fields.kind')} required error={message}>
      <Select
        value={typeof value === 'string' ? value : 'material'}
        onValueChange={onChange}
        aria-invalid={invalid || undefined}
        options={PRICEBOOK_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
    </FormField>
  );
}

function CategoryField({ categories, language }: { categories: readonly PricebookCategory[]; language: string }) {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const { value, onChange } = useFormField('categoryId');
  const current = typeof value === 'string' && value !== '' ? value : NO_CATEGORY;
  return (
    <FormField label={t('fields.categoryId')} optional>
      <Select
        value={current}
        onValueChange={(next) => onChange(next === NO_CATEGORY ? '' : next)}
        options={[
          { value: NO_CATEGORY, label: t('noCategory') },
          // Archived categories are offered only to an item already in one, so its value shows.
          ...categories
            .filter((category) => category.active || category.id === current)
            .map((category) => ({ value: category.id, label: categoryPath(categories, category.id, language) })),
        ]}
      />
    </FormField>
  );
}
