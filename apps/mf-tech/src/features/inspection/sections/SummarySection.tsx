import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@irrigo/ui';
import { CONDITIONS, missingForCompletion, type CompletionRequirement } from '@irrigo/contracts';
import { FieldGroup, SelectField, TextAreaField, fieldId } from '../components/fields';
import { REQUIREMENT_SECTIONS, type FormSection } from '../form-sections';
import { INSPECTION_NAMESPACE } from '../i18n';
import { FindingsEditor, MediaStrip, TotalsSummary } from '../parts';
import type { SectionProps } from '../section-props';
import styles from './sections.module.css';

export interface SummarySectionProps extends SectionProps {
  /** Opens a section and puts the focus on a field (by its id). */
  onGoTo: (section: FormSection, focusId: string | null) => void;
  onComplete: () => void;
  completing: boolean;
  /** Why completing failed (already worded), or null. */
  completeError: string | null;
}

/** Where a missing requirement is entered: its field, or the signatures section itself. */
const focusIdOf = (requirement: CompletionRequirement): string | null => (requirement === 'signatures.technician' ? null : fieldId(requirement));

/** Summary and recommendations: the overall assessment, notes, findings with their prices, totals, and completing. */
export function SummarySection(props: SummarySectionProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const { onGoTo, onComplete, completing, completeError, ...sectionProps } = props;
  const { document, change, readOnly } = sectionProps;
  const missing = missingForCompletion(document);

  return (
    <div className={styles.body}>
      <FieldGroup title={t('form.summary.assessment')}>
        <SelectField
          path="summary.overallAssessment"
          label={t('form.summary.overall')}
          options={CONDITIONS}
          group="condition"
          value={document.summary.overallAssessment}
          required
          onChange={(v) => change((d) => void (d.summary.overallAssessment = v))}
        />
        <TextAreaField
          path="summary.notes"
          label={t('form.summary.notes')}
          value={document.summary.notes}
          onChange={(v) => change((d) => void (d.summary.notes = v))}
        />
        <div className={styles.wideSlot}>
          <MediaStrip {...sectionProps} section="summary" />
        </div>
      </FieldGroup>
      <FindingsEditor {...sectionProps} />
      <TotalsSummary {...sectionProps} />
      {!readOnly && (
        <section className={styles.complete} aria-labelledby="inspection-complete-title">
          <h3 id="inspection-complete-title" className={styles.completeTitle}>
            {t('form.complete.title')}
          </h3>
          {missing.length > 0 ? (
            <div>
              <p className={styles.muted}>{t('form.complete.missing')}</p>
              <ul className={styles.missing} aria-label={t('form.complete.missingLabel')}>
                {missing.map((requirement) => (
                  <li key={requirement}>
                    <button type="button" className={styles.missingLink} onClick={() => onGoTo(REQUIREMENT_SECTIONS[requirement], focusIdOf(requirement))}>
                      {t(`form.complete.requirements.${requirement}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={styles.muted}>{t('form.complete.ready')}</p>
          )}
          {completeError && (
            <Alert tone="danger" title={t('form.complete.failed')}>
              {completeError}
            </Alert>
          )}
          <Button size="lg" fullWidth disabled={missing.length > 0} loading={completing} onClick={onComplete}>
            {t('form.complete.action')}
          </Button>
        </section>
      )}
    </div>
  );
}
