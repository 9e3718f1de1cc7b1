import { ArrowLeft } from 'lucide-react';
import { INSPECTION_STATUSES } from '@irrigo/contracts';
import { Link } from '@irrigo/router';
import { Alert, Badge, type BadgeTone } from '@irrigo/ui';
import { useConnectivity, useCurrentUser } from '@irrigo/session';
import { useDeviceOwner } from '../../../device-store';
import { useSyncStatus, type SyncStatus } from '../../../sync';
import { CustomerFacts, SummaryFacts, SystemFacts, ZonesTable } from './DocumentSections';
import type { InspectionView } from './inspection-view';
import { MediaGallery } from './MediaGallery';
import { RecommendationsSection, SignaturesView } from './RecommendationsSection';
import { ReportActions } from './ReportActions';
import { useDetailsText } from './use-details-text';
import styles from './InspectionDetails.module.css';

/** Spec §4: draft yellow, completed green, any other status gray and shown as the server sent it. */
const STATUS_TONES: Readonly<Record<string, BadgeTone>> = { draft: 'warning', completed: 'success' };

type SyncState = 'device' | 'waiting' | 'sending' | 'conflict' | 'sent' | 'server';

/** Where this copy stands: the office's (saved there, which version), or the device's and what it still has to send. */
function syncStateOf(view: InspectionView, pendingCount: number, status: SyncStatus): SyncState {
  if (view.source === 'server') return 'server';
  if (view.conflict) return 'conflict';
  if (pendingCount > 0) return status.syncing ? 'sending' : 'waiting';
  return view.version === null ? 'device' : 'sent';
}

export interface InspectionDetailsProps {
  view: InspectionView;
  /** Where the back link goes (the technician's dashboard, or the office's). */
  homePath: string;
  /** Why the technician's own draft could not be kept on the device for editing (shown above the report). */
  notice?: string | null;
  /** Opens the form on this device, for an office edit of a draft (ReportActions); absent when not allowed. */
  onEdit?: (() => Promise<void>) | null;
}

/**
 * /inspection/{id} for everyone allowed to see it (issue 12): the whole inspection read-only, in the form's
 * own words, with who did it and when, where its copy stands, and the report's actions by role.
 */
export function InspectionDetails({ view, homePath, notice = null, onEdit = null }: InspectionDetailsProps) {
  const { t, dateTime } = useDetailsText();
  const { data: viewer } = useCurrentUser();
  const ownerId = useDeviceOwner();
  const online = useConnectivity() !== 'offline';
  const status = useSyncStatus();
  const ofThis = status.items.filter((item) => item.inspectionId === view.id);
  const pending = ofThis.filter((item) => item.kind !== 'report-send');
  const queuedSends = ofThis.filter((item) => item.kind === 'report-send');
  const serverHasLatest = view.source === 'server' || (view.version !== null && pending.length === 0 && !view.conflict);
  const syncState = syncStateOf(view, pending.length, status);
  const { customer } = view.document;
  const statusText = (INSPECTION_STATUSES as readonly string[]).includes(view.status) ? t(`details.status.${view.status}`) : view.status;

  return (
    <main className={styles.page}>
      <header className={styles.topBar}>
        <Link to={homePath} className={styles.back} aria-label={t('details.back')}>
          <ArrowLeft aria-hidden size={22} />
          <span className={styles.backText}>{t('details.backShort')}</span>
        </Link>
        <h1 className={styles.pageTitle}>{t('details.title')}</h1>
      </header>
      <div className={styles.content}>
        {notice && <Alert tone="warning">{notice}</Alert>}
        <section className={`${styles.card} ${styles.summary}`} aria-label={t('details.reportNumber', { number: view.reportNumber })}>
          <div className={styles.summaryTop}>
            <span className={styles.reportNumber}>{t('details.reportNumber', { number: view.reportNumber })}</span>
            <Badge tone={STATUS_TONES[view.status] ?? 'neutral'}>{statusText}</Badge>
          </div>
          <h2 className={styles.client}>{customer.name.trim() || t('details.noClient')}</h2>
          <p className={styles.address}>{customer.address.trim() || t('details.noAddress')}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('details.inspectedBy')}</dt>
              <dd>{view.inspectorName || customer.technicianName}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('details.started')}</dt>
              <dd>{dateTime(view.createdAt)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('details.completed')}</dt>
              <dd>{view.completedAt ? dateTime(view.completedAt) : t('details.notCompleted')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('details.syncState')}</dt>
              <dd data-sync-state={syncState}>
                {syncState === 'server'
                  ? t('details.sync.server', { when: dateTime(view.savedToOfficeAt ?? view.createdAt), version: view.version })
                  : syncState === 'sent'
                    ? t('details.sync.sent', { version: view.version })
                    : t(`details.sync.${syncState}`)}
              </dd>
            </div>
          </dl>
        </section>
        <ReportActions
          view={view}
          viewer={viewer ?? null}
          ownerId={ownerId}
          serverHasLatest={serverHasLatest}
          online={online}
          queuedSends={queuedSends}
          onEdit={onEdit}
        />
        <CustomerFacts document={view.document} />
        <SystemFacts document={view.document} />
        <ZonesTable document={view.document} />
        <MediaGallery view={view} />
        <RecommendationsSection document={view.document} />
        <SummaryFacts document={view.document} />
        <SignaturesView document={view.document} />
      </div>
    </main>
  );
}
