import { countedOption, lineTotalCents, type Finding, type InspectionDocument, type Signature, type SignerRole } from '@irrigo/contracts';
import { Badge, type BadgeTone } from '@irrigo/ui';
import { optionSubtotalCents } from '../findings/OptionEditor';
import { TotalsSummary } from '../findings/TotalsSummary';
import { svgDataUrl } from '../signatures/signature-record';
import { DetailsSection } from './DocumentSections';
import { useDetailsText } from './use-details-text';
import styles from './InspectionDetails.module.css';

const PRIORITY_TONES: Readonly<Record<string, BadgeTone>> = { urgent: 'danger', recommended: 'warning', optional: 'neutral' };

function whereOf(t: ReturnType<typeof useDetailsText>['t'], document: InspectionDocument, finding: Finding): string {
  if (!finding.section) return '';
  if (finding.section !== 'zone') return t(`findings.sections.${finding.section}`);
  const zone = document.zones.find((candidate) => candidate.id === finding.zoneId);
  if (!zone) return t('findings.sections.zone');
  const description = zone.description.trim();
  return description ? t('findings.zoneWithDescription', { number: zone.number, description }) : t('findings.zone', { number: zone.number });
}

function FindingView({ document, finding, number }: { document: InspectionDocument; finding: Finding; number: number }) {
  const { t, money, quantity } = useDetailsText();
  const counted = countedOption(finding);
  const where = whereOf(t, document, finding);
  return (
    <article className={styles.finding} aria-label={t('findings.finding.label', { number })}>
      <header className={styles.findingHeader}>
        <h3 className={styles.subTitle}>{finding.title.trim() || t('findings.finding.untitled')}</h3>
        {finding.priority && <Badge tone={PRIORITY_TONES[finding.priority] ?? 'neutral'}>{t(`findings.priorities.${finding.priority}`)}</Badge>}
      </header>
      {where && (
        <p className={styles.muted}>
          {t('findings.finding.where')}: {where}
        </p>
      )}
      {finding.options.map((option) => {
        const chosen = finding.chosenOptionId === option.id;
        return (
          <div key={option.id} className={styles.option} data-chosen={chosen || undefined}>
            <div className={styles.optionHeader}>
              <span className={styles.optionName}>{option.tier ? t(`findings.tiers.${option.tier}`) : t('details.recommendations.option')}</span>
              {chosen && <Badge tone="success">{t('details.recommendations.chosen')}</Badge>}
            </div>
            {option.lines.length === 0 ? (
              <p className={styles.muted}>{t('findings.lines.none')}</p>
            ) : (
              <div className={styles.tableScroll}>
                <table className={styles.lines}>
                  <thead>
                    <tr>
                      <th scope="col">{t('details.recommendations.line')}</th>
                      <th scope="col">{t('details.recommendations.quantity')}</th>
                      <th scope="col">{t('details.recommendations.unitPrice')}</th>
                      <th scope="col">{t('details.recommendations.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {option.lines.map((line) => (
                      <tr key={line.id}>
                        <th scope="row">{line.name}</th>
                        <td>{quantity(line.quantity)}</td>
                        <td>{money(line.unitPriceCents)}</td>
                        <td>{money(lineTotalCents(line))}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        {t('findings.finding.subtotal')}
                      </th>
                      <td>{money(optionSubtotalCents(option))}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </div>
        );
      })}
      {finding.options.length > 1 && !finding.chosenOptionId && counted?.tier && (
        <p className={styles.muted}>{t('findings.options.notChosen', { tier: t(`findings.tiers.${counted.tier}`) })}</p>
      )}
    </article>
  );
}

/** Recommendations with their Good / Better / Best options and lines, then the estimated total the server and the PDF use. */
export function RecommendationsSection({ document }: { document: InspectionDocument }) {
  const { t } = useDetailsText();
  return (
    <DetailsSection title={t('findings.title')} aside={<span className={styles.muted}>{t('findings.count', { count: document.findings.length })}</span>}>
      {document.findings.length === 0 && <p className={styles.muted}>{t('findings.none')}</p>}
      {document.findings.map((finding, index) => (
        <FindingView key={finding.id} document={document} finding={finding} number={index + 1} />
      ))}
      {/* The form's own totals, read-only: the same rows and the same estimatedTotalCents as the form and the PDF. */}
      <TotalsSummary document={document} />
    </DetailsSection>
  );
}

function SignatureView({ role, signature }: { role: SignerRole; signature: Signature | null }) {
  const { t, dateTime } = useDetailsText();
  return (
    <figure className={styles.signature}>
      <figcaption className={styles.subTitle}>{t(`media.signatures.${role}`)}</figcaption>
      {signature ? (
        <>
          <img className={styles.signatureImage} src={svgDataUrl(signature.svg)} alt={t('media.signatures.signatureImage', { name: signature.signerName })} />
          <p className={styles.muted}>{t('media.signatures.signedBy', { name: signature.signerName, when: dateTime(signature.signedAt) })}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('media.signatures.notSigned')}</p>
      )}
    </figure>
  );
}

export function SignaturesView({ document }: { document: InspectionDocument }) {
  const { t } = useDetailsText();
  return (
    <DetailsSection title={t('form.sections.signatures')}>
      <div className={styles.signatures}>
        <SignatureView role="customer" signature={document.signatures.customer} />
        <SignatureView role="technician" signature={document.signatures.technician} />
      </div>
    </DetailsSection>
  );
}
