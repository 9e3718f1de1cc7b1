import './i18n';
import '../../app/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { apiJson, isApiError } from '@irrigo/api-client';
import type { InspectionRecord } from '@irrigo/contracts';
import { emptyInspectionDocument } from '@irrigo/contracts';
import { Link, useNavigate, useParams } from '@irrigo/router';
import { Alert, Button } from '@irrigo/ui';
import { useCurrentUser } from '@irrigo/session';
import { ScreenStatus } from '../../components/ScreenStatus';
import { OFFICE_HOME_PATH, TECH_HOME_PATH } from '../../components/tech-frame/navigation';
import { deviceStoreProblemOf, useDeviceOwner, withDeviceDatabase } from '../../device-store';
import type { LocalInspectionRow } from '../../device-store/inspections/inspection-rows';
import { useLocalInspection } from '../../device-store/inspections/use-local-inspections';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { INSPECTION_NAMESPACE } from './i18n';
import { InspectionForm } from './InspectionForm';
import { InspectionDetails } from './details/InspectionDetails';
import { viewOfRecord, viewOfRow } from './details/inspection-view';
import { ConflictChooser, useOutboxSync } from './parts';
import { takeHandOver } from './use-inspection-draft';
import styles from './Inspection.module.css';

/** Today on the device's clock, as the form's dates are (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * /inspection and /inspection/:id, exposed as './Inspection' (no shell; the Inspections tab is ./TechInspections). A new
 * inspection exists on the device from its first change or photo (opening the form leaves nothing behind); an id opens
 * the device's copy, else the server's. A draft of the signed-in technician opens in the form (a server copy
 * is kept on the device first and then edited there); anything else opens the details page
 * (details/InspectionDetails: every section read-only, the report's PDF and e-mail, delete for admins).
 */
export default function Inspection() {
  const { t, i18n } = useTranslation(INSPECTION_NAMESPACE);
  const { id } = useParams();
  const profileState = useSignedInTechnician();
  const ownerId = useDeviceOwner();
  const homePath = useHomePath();
  // Sends what this screen keeps on the device while it is open (the engine runs once however many mount it).
  useOutboxSync();

  if (profileState.status !== 'ready' || ownerId === null) return <ScreenStatus fullPage label={t('form.loading')} />;
  if (!id)
    return (
      <NewInspection ownerId={ownerId} homePath={homePath} technicianName={profileState.profile.fullName} language={i18n.language === 'es' ? 'es' : 'en'} />
    );
  return <ExistingInspection key={id} id={id} ownerId={ownerId} homePath={homePath} />;
}

function useHomePath(): string {
  const { data: user } = useCurrentUser();
  return user && user.role !== 'technician' ? OFFICE_HOME_PATH : TECH_HOME_PATH;
}

function NewInspection({ ownerId, homePath, technicianName, language }: { ownerId: string; homePath: string; technicianName: string; language: 'en' | 'es' }) {
  const navigate = useNavigate();
  const [initialDocument] = useState(() => emptyInspectionDocument({ technicianName, inspectionDate: localToday(), language }));
  return (
    <InspectionForm
      ownerId={ownerId}
      inspectionId={null}
      reportNumber={null}
      initialDocument={initialDocument}
      readOnly={false}
      homePath={homePath}
      onCreated={(created) => void navigate(`/inspection/${created}`, { replace: true })}
    />
  );
}

function ExistingInspection({ id, ownerId, homePath }: { id: string; ownerId: string; homePath: string }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const local = useLocalInspection(id);
  const [handOver] = useState(() => takeHandOver(id));

  if (local.loading) return <ScreenStatus fullPage label={t('form.loading')} />;
  if (local.row) return <LocalInspection row={local.row} homePath={homePath} handOver={handOver} />;
  return <ServerInspection id={id} ownerId={ownerId} homePath={homePath} />;
}

function LocalInspection({ row, homePath, handOver }: { row: LocalInspectionRow; homePath: string; handOver: ReturnType<typeof takeHandOver> }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  // Mounted once per row (later saves of this very form do not reset what is being typed), and again with the
  // device's document once a conflict has been settled (the technician may have taken the office's version).
  const [base, setBase] = useState(() => ({ document: handOver?.document ?? row.document, generation: 0, conflicted: row.conflict !== null }));
  const [chooserOpen, setChooserOpen] = useState(true);
  // Completed before the screen opened: the details page. Completed while open: the form stays for its "done" step.
  const [openedCompleted] = useState(() => row.status === 'completed');
  if (base.conflicted && row.conflict === null) setBase({ document: row.document, generation: base.generation + 1, conflicted: false });
  else if (!base.conflicted && row.conflict !== null) {
    setBase({ ...base, conflicted: true });
    setChooserOpen(true);
  }

  if (row.conflict) {
    return (
      <main className={styles.page}>
        <Alert tone="warning" title={t('form.conflict.title')}>
          {t('form.conflict.description')}
        </Alert>
        <div className={styles.actions}>
          <Button size="lg" onClick={() => setChooserOpen(true)}>
            {t('form.conflict.choose')}
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={homePath}>{t('form.notFound.back')}</Link>
          </Button>
        </div>
        <ConflictChooser ownerId={row.ownerId} inspection={row} open={chooserOpen} onOpenChange={setChooserOpen} />
      </main>
    );
  }
  if (openedCompleted) return <InspectionDetails view={viewOfRow(row)} homePath={homePath} />;
  const completed = row.status === 'completed';
  return (
    <InspectionForm
      key={`${row.id}:${base.generation}`}
      ownerId={row.ownerId}
      inspectionId={row.id}
      reportNumber={row.reportNumber}
      initialDocument={base.document}
      initialSection={base.generation === 0 ? handOver?.section : undefined}
      initialFocusId={base.generation === 0 ? (handOver?.focusedId ?? null) : null}
      readOnly={completed}
      readOnlyNote={completed ? t('form.readOnly.completed') : null}
      homePath={homePath}
    />
  );
}

/** Keeps the technician's own server draft on the device (based on the server's version) so it is edited there. */
async function keepOnDevice(ownerId: string, record: InspectionRecord): Promise<void> {
  const row: LocalInspectionRow = {
    ownerId,
    id: record.id,
    reportNumber: record.reportNumber,
    status: 'draft',
    document: record.document,
    createdAt: record.createdAt,
    savedAt: record.savedAt,
    completedAt: null,
    baseVersion: record.version,
    conflict: null,
  };
  await withDeviceDatabase(async (db) => {
    // Never over a copy saved meanwhile (another tab): the device's copy wins.
    await db.transaction('rw', db.inspections, async () => {
      if (!(await db.inspections.get([ownerId, record.id]))) await db.inspections.add(row);
    });
  });
}

function ServerInspection({ id, ownerId, homePath }: { id: string; ownerId: string; homePath: string }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const { data: viewer } = useCurrentUser();
  const [keepFailed, setKeepFailed] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['inspection', id],
    queryFn: ({ signal }) => apiJson<InspectionRecord>('GET', `/api/inspections/${encodeURIComponent(id)}`, undefined, { signal }),
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
  const record = query.data;
  const ownDraft = record !== undefined && record.status === 'draft' && record.technicianId === ownerId;
  const keep = useQuery({
    queryKey: ['inspection', id, 'kept-on-device', ownerId],
    queryFn: async () => {
      try {
        await keepOnDevice(ownerId, record as InspectionRecord);
      } catch (error) {
        setKeepFailed(t(`form.save.problems.${deviceStoreProblemOf(error)}`));
      }
      return true;
    },
    enabled: ownDraft,
    staleTime: Infinity,
  });

  if (query.isPending || (ownDraft && keep.isPending)) return <ScreenStatus fullPage label={t('form.loading')} />;
  if (query.isError || !record) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <main className={styles.page}>
        <Alert tone={notFound ? 'info' : 'danger'} title={notFound ? t('form.notFound.title') : t('form.loadFailed.title')}>
          {notFound ? t('form.notFound.description') : t('form.loadFailed.description')}
        </Alert>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <Link to={homePath}>{t('form.notFound.back')}</Link>
          </Button>
          {!notFound && (
            <Button size="lg" variant="secondary" onClick={() => void query.refetch()}>
              {t('form.loadFailed.retry')}
            </Button>
          )}
        </div>
      </main>
    );
  }
  // The own draft is on the device now (useLocalInspection shows it); this is everyone else's, or a completed one.
  // Admins and managers may edit a draft: kept on this device, it opens in the form (the live device copy takes over).
  const officeEditable = record.status === 'draft' && (viewer?.role === 'admin' || viewer?.role === 'manager');
  const edit = async () => {
    try {
      await keepOnDevice(ownerId, record);
    } catch (error) {
      setKeepFailed(t(`form.save.problems.${deviceStoreProblemOf(error)}`));
    }
  };
  return <InspectionDetails view={viewOfRecord(record)} homePath={homePath} notice={keepFailed} onEdit={officeEditable ? edit : null} />;
}
