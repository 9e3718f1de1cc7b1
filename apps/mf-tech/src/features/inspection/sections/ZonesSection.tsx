import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ChevronDown, ChevronRight, Minus, Plus, Trash2 } from 'lucide-react';
import { Badge, Button } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import {
  INSPECTION_LIMITS,
  ZONE_ISSUES,
  ZONE_STATUSES,
  ZONE_TYPES,
  type InspectionDocument,
  type Zone,
  type ZoneIssue,
  type ZoneType,
} from '@irrigo/contracts';
import { FieldGroup, NumberField, SelectField, TextAreaField, TextField } from '../components/fields';
import { INSPECTION_NAMESPACE } from '../i18n';
import { MediaStrip } from '../parts';
import type { SectionProps } from '../section-props';
import styles from './ZonesSection.module.css';

/** The issues with their own − / + on every zone; the rest are behind "More issues". */
export const FIRST_ZONE_ISSUES = ZONE_ISSUES.slice(0, 5);
const MORE_ZONE_ISSUES = ZONE_ISSUES.slice(5);

export function addZone(draft: InspectionDocument): string {
  const id = uuidv7();
  const number = draft.zones.reduce((highest, zone) => Math.max(highest, zone.number), 0) + 1;
  draft.zones.push({ id, number, description: '', zoneType: '', headCount: null, issueCounts: {}, status: 'zone-ok', notes: '' });
  return id;
}

const issueTotal = (zone: Zone): number => Object.values(zone.issueCounts).reduce((sum, count) => sum + (count ?? 0), 0);

/** Zones: one-line cards (a 40-zone property stays light), one opened at a time to edit. */
export function ZonesSection(props: SectionProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const { document, change, readOnly } = props;
  const [openId, setOpenId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Zone | null>(null);

  return (
    <div className={styles.zones}>
      {document.zones.length === 0 && <p className={styles.empty}>{t('form.zones.none')}</p>}
      <ul className={styles.list} aria-label={t('form.zones.listLabel')}>
        {document.zones.map((zone) => (
          <li key={zone.id} className={styles.item}>
            <ZoneCard
              id={zone.id}
              number={zone.number}
              description={zone.description}
              zoneType={zone.zoneType}
              issues={issueTotal(zone)}
              working={zone.status === 'zone-ok'}
              open={openId === zone.id}
              onToggle={setOpenId}
            />
            {openId === zone.id && <ZoneEditor {...props} zone={zone} onRemove={() => setRemoving(zone)} />}
          </li>
        ))}
      </ul>
      {!readOnly && document.zones.length < INSPECTION_LIMITS.zones && (
        <Button
          variant="secondary"
          size="lg"
          className={styles.add}
          onClick={() => {
            let created = '';
            change((draft) => {
              created = addZone(draft);
            });
            setOpenId(created);
          }}
        >
          <Plus aria-hidden size={20} />
          {t('form.zones.add')}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('form.zones.removeTitle', { number: removing?.number ?? '' })}
        description={t('form.zones.removeDescription')}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('form.zones.remove')}
        confirmVariant="danger"
        onConfirm={() => {
          const target = removing;
          if (!target) return;
          change((draft) => {
            draft.zones = draft.zones.filter((zone) => zone.id !== target.id);
            draft.media = draft.media.map((media) => (media.zoneId === target.id ? { ...media, section: 'summary', zoneId: null } : media));
          });
          setRemoving(null);
          setOpenId(null);
        }}
      />
    </div>
  );
}

interface ZoneCardProps {
  id: string;
  number: number;
  description: string;
  zoneType: ZoneType | '';
  issues: number;
  working: boolean;
  open: boolean;
  onToggle: (id: string | null) => void;
}

/** One line per zone; only primitives, so a keystroke in one zone does not redraw the other thirty-nine. */
const ZoneCard = memo(function ZoneCard({ id, number, description, zoneType, issues, working, open, onToggle }: ZoneCardProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <button type="button" className={styles.card} aria-expanded={open} aria-controls={`zone-${id}`} onClick={() => onToggle(open ? null : id)}>
      <Chevron aria-hidden size={20} />
      <span className={styles.cardTitle}>{t('form.zones.zone', { number })}</span>
      <span className={styles.cardText}>{[description, zoneType ? t(`form.values.zoneType.${zoneType}`) : ''].filter(Boolean).join(' · ')}</span>
      {issues > 0 && <Badge tone="warning">{t('form.zones.issueCount', { count: issues })}</Badge>}
      {!working && <Badge tone="danger">{t('form.values.zoneStatus.not-working')}</Badge>}
    </button>
  );
});

function ZoneEditor(props: SectionProps & { zone: Zone; onRemove: () => void }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const { zone, change, readOnly, onRemove } = props;
  const [moreIssues, setMoreIssues] = useState(() => MORE_ZONE_ISSUES.some((issue) => (zone.issueCounts[issue] ?? 0) > 0));
  const edit = (recipe: (target: Zone) => void) =>
    change((draft) => {
      const target = draft.zones.find((candidate) => candidate.id === zone.id);
      if (target) recipe(target);
    });
  const path = (field: string) => `zones.${zone.number}.${field}`;

  return (
    <div id={`zone-${zone.id}`} className={styles.editor}>
      <FieldGroup title={t('form.zones.zone', { number: zone.number })}>
        <TextField
          path={path('description')}
          label={t('form.zones.description')}
          value={zone.description}
          onChange={(v) => edit((z) => void (z.description = v))}
        />
        <SelectField
          path={path('zoneType')}
          label={t('form.zones.type')}
          options={ZONE_TYPES}
          group="zoneType"
          value={zone.zoneType}
          onChange={(v) => edit((z) => void (z.zoneType = v))}
        />
        <NumberField
          path={path('headCount')}
          label={t('form.zones.headCount')}
          max={INSPECTION_LIMITS.headCount}
          value={zone.headCount}
          onChange={(v) => edit((z) => void (z.headCount = v))}
        />
        <div className={styles.status} role="group" aria-label={t('form.zones.status')}>
          <span className={styles.statusLabel} aria-hidden>
            {t('form.zones.status')}
          </span>
          <div className={styles.toggle}>
            {ZONE_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className={styles.toggleButton}
                aria-pressed={zone.status === status}
                disabled={readOnly}
                onClick={() => edit((z) => void (z.status = status))}
              >
                {t(`form.values.zoneStatus.${status}`)}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.issues}>
          <h4 className={styles.issuesTitle}>{t('form.zones.issues')}</h4>
          <ul className={styles.counters}>
            {(moreIssues ? ZONE_ISSUES : FIRST_ZONE_ISSUES).map((issue) => (
              <IssueCounter
                key={issue}
                issue={issue}
                count={zone.issueCounts[issue] ?? 0}
                readOnly={readOnly}
                onCount={(count) => edit((z) => setIssue(z, issue, count))}
              />
            ))}
          </ul>
          <Button variant="ghost" aria-expanded={moreIssues} onClick={() => setMoreIssues((shown) => !shown)}>
            {moreIssues ? t('form.zones.fewerIssues') : t('form.zones.moreIssues')}
          </Button>
        </div>
        <TextAreaField path={path('notes')} label={t('form.zones.notes')} value={zone.notes} onChange={(v) => edit((z) => void (z.notes = v))} />
        <div className={styles.wide}>
          <MediaStrip {...props} section="zone" zoneId={zone.id} />
        </div>
        {!readOnly && (
          <div className={styles.wide}>
            <Button variant="danger" onClick={onRemove}>
              <Trash2 aria-hidden size={18} />
              {t('form.zones.removeZone', { number: zone.number })}
            </Button>
          </div>
        )}
      </FieldGroup>
    </div>
  );
}

function setIssue(zone: Zone, issue: ZoneIssue, count: number): void {
  if (count <= 0) delete zone.issueCounts[issue];
  else zone.issueCounts[issue] = Math.min(count, INSPECTION_LIMITS.issueCount);
}

function IssueCounter({ issue, count, readOnly, onCount }: { issue: ZoneIssue; count: number; readOnly: boolean; onCount: (count: number) => void }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const name = t(`form.values.zoneIssue.${issue}`);
  return (
    <li className={styles.counter}>
      <span className={styles.counterName}>{name}</span>
      <button
        type="button"
        className={styles.step}
        aria-label={t('form.zones.less', { issue: name })}
        disabled={readOnly || count === 0}
        onClick={() => onCount(count - 1)}
      >
        <Minus aria-hidden size={22} />
      </button>
      <output className={styles.count} aria-live="polite" aria-label={t('form.zones.countOf', { issue: name, count })}>
        {count}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t('form.zones.more', { issue: name })}
        disabled={readOnly || count >= INSPECTION_LIMITS.issueCount}
        onClick={() => onCount(count + 1)}
      >
        <Plus aria-hidden size={22} />
      </button>
    </li>
  );
}
