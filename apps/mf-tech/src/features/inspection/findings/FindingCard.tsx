import { useId, useState } from 'react';
import { Layers, Trash2, Undo2 } from 'lucide-react';
import {
  FINDING_PRIORITIES,
  INSPECTION_LIMITS,
  MEDIA_SECTIONS,
  countedOption,
  type Finding,
  type InspectionDocument,
  type RecommendationOption,
} from '@irrigo/contracts';
import { Badge, Button, IconButton, Input } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { backToOneOption, chooseOption, findingIn, offerTiers, removeFinding, whereFromValue, whereValue } from './finding-edits';
import { OptionEditor, optionSubtotalCents } from './OptionEditor';
import { useFindingsText } from './use-findings-text';
import fieldUi from '../../../components/field-ui.module.css';
import styles from './Findings.module.css';

interface FindingCardProps {
  finding: Finding;
  number: number;
  document: InspectionDocument;
  change: (recipe: (draft: InspectionDocument) => void) => void;
  readOnly: boolean;
  /** Focus the title on first render: the finding was just added. */
  autoFocus?: boolean;
}

const inZone = (zoneId: string): Pick<Finding, 'section' | 'zoneId'> => ({ section: 'zone', zoneId });

const PRIORITY_TONE = { urgent: 'danger', recommended: 'warning', optional: 'neutral' } as const;

/** Where a finding is: a section of the form, or one zone by its number (and description). */
export function useWhereLabel(document: Pick<InspectionDocument, 'zones'>) {
  const { t } = useFindingsText();
  return (finding: Pick<Finding, 'section' | 'zoneId'>): string => {
    if (finding.section === 'zone') {
      const zone = document.zones.find((candidate) => candidate.id === finding.zoneId);
      if (!zone) return t('findings.sections.zone');
      return zone.description.trim()
        ? t('findings.zoneWithDescription', { number: zone.number, description: zone.description.trim() })
        : t('findings.zone', { number: zone.number });
    }
    return finding.section ? t(`findings.sections.${finding.section}`) : t('findings.finding.whereNone');
  };
}

/** One finding: what, how urgent, where, and its option (or Good / Better / Best with the customer's choice). */
export function FindingCard({ finding, number, document, change, readOnly, autoFocus }: FindingCardProps) {
  const { t, money } = useFindingsText();
  const whereLabel = useWhereLabel(document);
  const ids = useId();
  const [confirm, setConfirm] = useState<'remove' | 'backToOne' | null>(null);
  const edit = (recipe: (finding: Finding) => void) =>
    change((draft) => {
      const target = findingIn(draft, finding.id);
      if (target) recipe(target);
    });
  const tiered = finding.options.length > 1;
  const counted = countedOption(finding);
  const tierLabel = (option: RecommendationOption | undefined) => (option?.tier ? t(`findings.tiers.${option.tier}`) : '');
  const title = finding.title.trim() || t('findings.finding.untitled');
  const headingId = `${ids}-heading`;

  return (
    <article className={styles.finding} aria-labelledby={headingId}>
      <header className={styles.findingHeader}>
        <h4 id={headingId} className={styles.findingNumber}>
          {t('findings.finding.label', { number })}
          {readOnly && <span className={styles.findingTitleText}>{title}</span>}
        </h4>
        {finding.priority && <Badge tone={PRIORITY_TONE[finding.priority]}>{t(`findings.priorities.${finding.priority}`)}</Badge>}
        {!readOnly && (
          <IconButton label={t('findings.finding.remove')} className={styles.removeFinding} onClick={() => setConfirm('remove')}>
            <Trash2 aria-hidden size={20} />
          </IconButton>
        )}
      </header>

      {readOnly ? (
        <p className={styles.muted}>{whereLabel(finding)}</p>
      ) : (
        <div className={styles.findingFields}>
          <label className={`${styles.selectField} ${styles.titleField}`}>
            <span className={styles.fieldLabel}>{t('findings.finding.titleField')}</span>
            <Input
              value={finding.title}
              maxLength={INSPECTION_LIMITS.shortText}
              placeholder={t('findings.finding.titlePlaceholder')}
              autoComplete="off"
              autoFocus={autoFocus}
              onChange={(event) => edit((target) => void (target.title = event.target.value))}
            />
          </label>
          <fieldset className={styles.priorities}>
            <legend className={styles.fieldLabel}>{t('findings.finding.priority')}</legend>
            <div className={styles.segments}>
              {FINDING_PRIORITIES.map((priority) => (
                <label key={priority} className={finding.priority === priority ? `${styles.segment} ${styles.segmentOn}` : styles.segment}>
                  <input
                    type="radio"
                    className={styles.segmentInput}
                    name={`${ids}-priority`}
                    value={priority}
                    checked={finding.priority === priority}
                    onChange={() => edit((target) => void (target.priority = priority))}
                  />
                  {t(`findings.priorities.${priority}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={styles.selectField}>
            <span className={styles.fieldLabel}>{t('findings.finding.where')}</span>
            <select
              className={fieldUi.select}
              value={whereValue(finding)}
              onChange={(event) => edit((target) => Object.assign(target, whereFromValue(event.target.value)))}
            >
              <option value="">{t('findings.finding.whereNone')}</option>
              {MEDIA_SECTIONS.filter((section) => section !== 'zone').map((section) => (
                <option key={section} value={section}>
                  {t(`findings.sections.${section}`)}
                </option>
              ))}
              {document.zones.map((zone) => (
                <option key={zone.id} value={`zone:${zone.id}`}>
                  {whereLabel(inZone(zone.id))}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}

      {tiered && (
        <fieldset className={styles.choice}>
          <legend className={styles.fieldLabel}>{t('findings.options.choice')}</legend>
          <div className={styles.segments}>
            {finding.options.map((option) => (
              <label key={option.id} className={finding.chosenOptionId === option.id ? `${styles.segment} ${styles.segmentOn}` : styles.segment}>
                <input
                  type="radio"
                  className={styles.segmentInput}
                  name={`${ids}-choice`}
                  value={option.id}
                  checked={finding.chosenOptionId === option.id}
                  disabled={readOnly}
                  onChange={() => change((draft) => chooseOption(draft, finding.id, option.id))}
                />
                {/* Named by what it shows (tier and price), so a voice-control user can say what they see. */}
                <span>
                  {tierLabel(option)} · {money(optionSubtotalCents(option))}
                </span>
              </label>
            ))}
          </div>
          {finding.chosenOptionId === null && <p className={styles.muted}>{t('findings.options.notChosen', { tier: tierLabel(counted) })}</p>}
        </fieldset>
      )}

      <div className={tiered ? styles.tiers : undefined}>
        {finding.options.map((option) => (
          <OptionEditor
            key={option.id}
            findingId={finding.id}
            option={option}
            heading={option.tier ? t(`findings.tiers.${option.tier}`) : null}
            customerLanguage={document.customer.language}
            change={change}
            readOnly={readOnly}
          />
        ))}
      </div>

      {!readOnly && (
        <div className={styles.tierActions}>
          {tiered ? (
            <Button className={styles.wrapButton} variant="ghost" size="lg" onClick={() => setConfirm('backToOne')}>
              <Undo2 aria-hidden size={20} />
              {t('findings.options.backToOne')}
            </Button>
          ) : (
            <>
              <Button className={styles.wrapButton} variant="secondary" size="lg" onClick={() => change((draft) => offerTiers(draft, finding.id))}>
                <Layers aria-hidden size={20} />
                {t('findings.options.offer')}
              </Button>
              <p className={styles.muted}>{t('findings.options.offerHint')}</p>
            </>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        title={t('findings.finding.removeTitle', { title })}
        description={t('findings.finding.removeDescription')}
        cancelLabel={t('findings.cancel')}
        confirmLabel={t('findings.finding.removeConfirm')}
        confirmVariant="danger"
        onConfirm={() => change((draft) => removeFinding(draft, finding.id))}
      />
      <ConfirmDialog
        open={confirm === 'backToOne'}
        onOpenChange={(open) => setConfirm(open ? 'backToOne' : null)}
        title={t('findings.options.backToOneTitle', { tier: tierLabel(counted) })}
        description={t('findings.options.backToOneDescription')}
        cancelLabel={t('findings.cancel')}
        confirmLabel={t('findings.options.backToOneConfirm', { tier: tierLabel(counted) })}
        onConfirm={() => change((draft) => backToOneOption(draft, finding.id))}
      />
    </article>
  );
}
