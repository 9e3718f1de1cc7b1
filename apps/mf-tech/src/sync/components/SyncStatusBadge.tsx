import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AlertTriangle, CheckCircle2, CloudOff, LoaderCircle, LogIn, RefreshCw } from 'lucide-react';
import { Alert, Button } from '@irrigo/ui';
import { Drawer, DrawerContent } from '@irrigo/ui/drawer';
import { SYNC_NAMESPACE } from '../i18n';
import { useDeviceOwner } from '../../device-store';
import type { LocalInspectionRow } from '../../device-store/inspections/inspection-rows';
import { syncNow } from '../outbox-sync';
import { discardReportSend } from '../report-send-queue';
import { useSyncStatus, type OutboxItem, type SyncStatus } from '../sync-status';
import { ConflictChooser } from './ConflictChooser';
import styles from './SyncStatusBadge.module.css';

/** Codes that mean "the server could not take it now", worded alike. */
const BUSY_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'RATE_LIMITED', 'AUTH_UNAVAILABLE', 'HCP_UNAVAILABLE', 'INTERNAL']);

/** Why an item has not gone yet, in words (the sheet). */
export function explainItem(t: TFunction, item: OutboxItem): string | null {
  const failure = item.lastFailure;
  if (!failure) return item.waitingForInspection ? t('sync.sheet.waitingForInspection') : null;
  const { code } = failure;
  if (code === 'NOT_FOUND' && item.kind === 'media') return t('sync.sheet.failure.mediaNotFound');
  if (item.refused) return t(`sync.sheet.failure.reportRefused.${code}`, { defaultValue: t('sync.sheet.failure.reportRefused.other') });
  if (BUSY_CODES.has(code) || (failure.status !== null && failure.status >= 500)) return t('sync.sheet.failure.busy');
  const known = t(`sync.sheet.failure.${code}`, { defaultValue: '' });
  return known || t('sync.sheet.failure.other', { code });
}

function chipText(t: TFunction, status: SyncStatus): string {
  const count = status.waiting;
  if (status.paused === 'signed-out' && count > 0) return t('sync.badge.signedOut', { count });
  if (status.paused === 'offline') return count > 0 ? t('sync.badge.offline', { count }) : t('sync.badge.offlineAllSynced');
  if (count === 0) return t('sync.badge.allSynced');
  if (status.syncing) return t('sync.badge.syncing', { count });
  return t('sync.badge.waiting', { count });
}

function kindText(t: TFunction, item: OutboxItem): string {
  if (item.kind === 'inspection') return t('sync.sheet.kind.inspection');
  if (item.kind === 'report-send') return t('sync.sheet.kind.reportSend', { to: item.reportSend?.to ?? '' });
  return t(`sync.sheet.kind.${item.mediaKind ?? 'media'}`);
}

export interface SyncStatusBadgeProps {
  /** 'bar': on the technician frame's brand-coloured top bar; 'page': on a screen's own background. */
  placement?: 'bar' | 'page';
  className?: string;
}

/**
 * "N waiting to sync": always visible, so a technician knows before leaving the yard (or signing out) that
 * something has not reached the office. Tapping it lists what waits and why, with "Try now", and opens the
 * version choice of an inspection changed somewhere else.
 */
export function SyncStatusBadge({ placement = 'bar', className }: SyncStatusBadgeProps) {
  const { t } = useTranslation(SYNC_NAMESPACE);
  const ownerId = useDeviceOwner();
  const status = useSyncStatus();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState<LocalInspectionRow | null>(null);
  const [trying, setTrying] = useState(false);
  if (!ownerId) return null;

  const attention = status.failed > 0 || status.conflicts.length > 0;
  const tone = status.waiting === 0 ? 'done' : status.paused ? 'paused' : attention ? 'attention' : 'waiting';
  const Icon =
    status.waiting === 0 && !status.paused
      ? CheckCircle2
      : status.paused === 'offline'
        ? CloudOff
        : status.paused === 'signed-out'
          ? LogIn
          : status.syncing
            ? LoaderCircle
            : attention
              ? AlertTriangle
              : RefreshCw;
  const text = chipText(t, status);

  const tryNow = async () => {
    setTrying(true);
    try {
      await syncNow(ownerId);
    } finally {
      setTrying(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={[styles.chip, styles[placement], styles[tone], className].filter(Boolean).join(' ')}
        data-sync-state={tone}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon aria-hidden size={16} className={status.syncing ? styles.spinning : undefined} />
        <span className={styles.count} aria-hidden>
          {status.waiting}
        </span>
        <span className={styles.text}>{text}</span>
      </button>
      <Drawer open={open} onOpenChange={setOpen}>
        <DrawerContent title={t('sync.sheet.title')} description={t('sync.sheet.description')} side="right" width="wide">
          <div className={styles.sheet}>
            {status.paused === 'offline' && <Alert tone="info">{t('sync.sheet.offline')}</Alert>}
            {status.paused === 'signed-out' && <Alert tone="warning">{t('sync.sheet.signedOut')}</Alert>}
            {status.conflicts.length > 0 && <Alert tone="warning">{t('sync.badge.needsChoice', { count: status.conflicts.length })}</Alert>}
            {status.waiting === 0 ? (
              <p>{t('sync.sheet.empty')}</p>
            ) : (
              <>
                <p className={styles.caution}>{t('sync.sheet.doNotSignOut')}</p>
                <ul className={styles.list}>
                  {status.items.map((item) => {
                    const why = explainItem(t, item);
                    const conflicted = item.inConflict ? status.conflicts.find((row) => row.id === item.inspectionId) : undefined;
                    return (
                      <li key={item.key} className={styles.item} data-kind={item.kind}>
                        <div className={styles.itemHeader}>
                          <span>{kindText(t, item)}</span>
                          <span className={styles.report}>{item.reportNumber ?? t('sync.sheet.removedInspection')}</span>
                        </div>
                        <div>{item.clientName || t('sync.sheet.unknownClient')}</div>
                        <div className={styles.meta}>
                          {item.attempts > 0 ? t('sync.sheet.attempts', { count: item.attempts }) : t('sync.sheet.notTriedYet')}
                        </div>
                        {why && <div className={styles.why}>{why}</div>}
                        {item.refused && (
                          <Button size="sm" variant="secondary" onClick={() => void discardReportSend(ownerId, item.key)}>
                            {t('sync.sheet.discardReportSend')}
                          </Button>
                        )}
                        {conflicted && item.kind === 'inspection' && (
                          <Button size="sm" variant="secondary" onClick={() => setChoosing(conflicted)}>
                            {t('sync.sheet.chooseVersion')}
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
            <Button onClick={() => void tryNow()} disabled={trying || status.syncing || status.waiting === 0}>
              {trying || status.syncing ? t('sync.sheet.trying') : t('sync.sheet.tryNow')}
            </Button>
          </div>
        </DrawerContent>
      </Drawer>
      {choosing && ownerId && (
        <ConflictChooser
          ownerId={ownerId}
          inspection={status.conflicts.find((row) => row.id === choosing.id) ?? choosing}
          open
          onOpenChange={(next) => {
            if (!next) setChoosing(null);
          }}
        />
      )}
    </>
  );
}
