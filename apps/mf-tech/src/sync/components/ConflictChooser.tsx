import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { centsToDollars } from '@irrigo/contracts';
import { Alert, Button } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@irrigo/ui/dialog';
import { SYNC_NAMESPACE } from '../i18n';
import type { LocalInspectionRow } from '../../device-store/inspections/inspection-rows';
import { keepMyVersion, takeTheirVersion } from '../conflict-choice';
import { diffInspections, groupBySection, type DocumentDifference } from '../document-diff';
import styles from './ConflictChooser.module.css';

const SUMMARY_MAX_CHARS = 140;
/** The device's version first, then the other: the columns' order. */
const SIDES = ['mine', 'theirs'] as const;
/** Parts of a value that mean nothing to a reader (ids, a signature's drawing and hash). */
const HIDDEN_KEYS = new Set(['id', 'svg', 'contentHash', 'pricebookItemId', 'zoneId', 'chosenOptionId']);

function leaves(value: unknown, out: string[]): void {
  if (value === null || value === undefined || value === '') return;
  if (Array.isArray(value)) for (const entry of value) leaves(entry, out);
  else if (typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) if (!HIDDEN_KEYS.has(key)) leaves(entry, out);
  } else out.push(String(value));
}

/** A value as the technician reads it: words for yes/no and empty, dollars for costs, a short summary for lists. */
export function formatValue(t: TFunction, difference: DocumentDifference, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('sync.conflict.empty');
  if (typeof value === 'boolean') return t(value ? 'sync.conflict.yes' : 'sync.conflict.no');
  if (typeof value === 'number') return difference.field === 'estimatedCostCents' ? `$${centsToDollars(value)}` : String(value);
  if (typeof value === 'string') return value;
  if (difference.field === 'issueCounts') {
    const counts = Object.entries(value as Record<string, number>).filter(([, count]) => count > 0);
    return counts.length === 0 ? t('sync.conflict.empty') : counts.map(([issue, count]) => `${issue}: ${count}`).join(', ');
  }
  const parts: string[] = [];
  leaves(value, parts);
  const text = parts.join(', ');
  if (!text) return t('sync.conflict.empty');
  return text.length > SUMMARY_MAX_CHARS ? `${text.slice(0, SUMMARY_MAX_CHARS - 1)}…` : text;
}

function itemName(t: TFunction, difference: DocumentDifference): string | null {
  const { item } = difference;
  if (!item) return null;
  if (item.kind === 'zone') return t('sync.conflict.zoneName', { number: item.number });
  if (item.kind === 'finding') return t('sync.conflict.findingName', { title: item.title });
  return item.caption ? t('sync.conflict.mediaName', { caption: item.caption }) : t('sync.conflict.mediaUntitled');
}

function fieldLabel(t: TFunction, difference: DocumentDifference): string {
  const { field, section } = difference;
  if (field === 'count') return t(`sync.conflict.${section}Count`);
  if (field === null) return itemName(t, difference) ?? '';
  const label = t(`sync.conflict.fields.${field}`, { defaultValue: '' });
  const named = label || t('sync.conflict.fields.other');
  const item = itemName(t, difference);
  return item ? `${item} · ${named}` : named;
}

function sideText(t: TFunction, difference: DocumentDifference, side: 'mine' | 'theirs'): string {
  const value = difference[side];
  if (difference.field === null) {
    if (value === undefined) return t('sync.conflict.empty');
    return t(side === 'mine' ? 'sync.conflict.onlyMine' : 'sync.conflict.onlyTheirs');
  }
  return formatValue(t, difference, value);
}

export interface ConflictChooserProps {
  ownerId: string;
  /** The device's row; the dialog shows nothing once its conflict is gone. */
  inspection: LocalInspectionRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Changed somewhere else": the device's version and the other (office, another device) side by side, only
 * the answers that differ, by section; the technician keeps theirs or takes the other. Closing it chooses
 * nothing: the inspection stays unsent, with both versions kept, until a choice is made.
 */
export function ConflictChooser({ ownerId, inspection, open, onOpenChange }: ConflictChooserProps) {
  const { t, i18n } = useTranslation(SYNC_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const conflict = inspection.conflict;
  if (!conflict) return null;
  const server = conflict.server;
  const groups = groupBySection(diffInspections(inspection, server));
  const savedAt = new Date(server.savedAt);
  const when = Number.isNaN(savedAt.getTime())
    ? server.savedAt
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);

  const choose = async (choice: 'mine' | 'theirs') => {
    setBusy(true);
    setFailed(false);
    try {
      if (choice === 'mine') await keepMyVersion(ownerId, inspection.id);
      else await takeTheirVersion(ownerId, inspection.id);
      onOpenChange(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={styles.dialog}>
        <DialogTitle>{t('sync.conflict.title', { reportNumber: inspection.reportNumber })}</DialogTitle>
        <DialogDescription>{t('sync.conflict.description')}</DialogDescription>
        <div className={styles.body}>
          {groups.length === 0 && <p>{t('sync.conflict.noDifferences')}</p>}
          {groups.map(([section, differences]) => (
            <section key={section} className={styles.section} aria-labelledby={`conflict-${section}`}>
              <h3 id={`conflict-${section}`} className={styles.sectionTitle}>
                {t(`sync.conflict.sections.${section}`)}
              </h3>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('sync.conflict.field')}</th>
                    <th scope="col">{t('sync.conflict.mine')}</th>
                    <th scope="col">
                      {t('sync.conflict.theirs')}
                      <span className={styles.when}>{t('sync.conflict.theirsSaved', { when })}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {differences.map((difference, index) => (
                    <tr key={`${difference.field ?? 'item'}-${index}`}>
                      <th scope="row">{fieldLabel(t, difference)}</th>
                      {SIDES.map((side) => (
                        <td key={side} data-side={side}>
                          {sideText(t, difference, side)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
        {failed && <Alert tone="danger">{t('sync.conflict.failed')}</Alert>}
        <DialogFooter className={styles.footer}>
          <div className={styles.choice}>
            <Button variant="secondary" disabled={busy} onClick={() => void choose('theirs')}>
              {t('sync.conflict.useTheirs')}
            </Button>
            <p className={styles.hint}>{t('sync.conflict.useTheirsHint')}</p>
          </div>
          <div className={styles.choice}>
            <Button disabled={busy} onClick={() => void choose('mine')}>
              {t('sync.conflict.keepMine')}
            </Button>
            <p className={styles.hint}>{t('sync.conflict.keepMineHint')}</p>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
