import '../../app/i18n';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardPlus, HardDrive, RefreshCw } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Alert, Button } from '@irrigo/ui';
import type { Language } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../app/i18n';
import { timeAgo, useNow } from '../../components/device-copy/relative-time';
import { ListSearch, ScreenHeader } from '../../components/list-screen/ListScreen';
import { ScreenStatus } from '../../components/ScreenStatus';
import { NEW_INSPECTION_PATH } from '../../components/tech-frame/navigation';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { STATUS_FILTERS, type StatusFilter, type TechInspectionsFilters } from './api/technician-inspections';
import { TechInspectionItem } from './components/TechInspectionItem';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { useTechInspections, type TechInspectionsState } from './hooks/use-tech-inspections';
import type { TechInspectionRow } from './tech-inspection-rows';
import fieldUi from '../../components/field-ui.module.css';
import styles from './TechInspections.module.css';

const INFO = 'info';
const WARNING = 'warning';
const DANGER = 'danger';
const LARGE = 'lg';

const languageOf = (language: string | undefined): Language => (language === 'es' ? 'es' : 'en');

/**
 * /irrigation-inspection, exposed as './TechInspections': the technician's Inspections tab (issue 12). Their
 * inspections still on this device and not yet (entirely) at the office come first, each saying why; then the
 * office's list, page by page. With no signal it lists what the device has, never an error.
 */
export default function TechInspections() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const profileState = useSignedInTechnician();
  if (profileState.status === 'signed-out') return <ScreenStatus fullPage label={t('dashboard.redirecting')} />;
  return (
    <TechFrame>
      <ScreenHeader title={t('techInspections.title')} description={t('techInspections.description')} />
      <Button asChild size={LARGE} className={styles.newInspection}>
        <Link to={NEW_INSPECTION_PATH}>
          <ClipboardPlus aria-hidden size={22} />
          {t('techInspections.newInspection')}
        </Link>
      </Button>
      <InspectionLists />
    </TechFrame>
  );
}

function InspectionLists() {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const language = languageOf(i18n.resolvedLanguage);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const q = useDebouncedValue(query.trim());
  const filters = useMemo<TechInspectionsFilters>(() => ({ q, status }), [q, status]);
  const state = useTechInspections(filters);
  const filtered = filters.q !== '' || filters.status !== 'all';

  const nothingAnywhere = state.notSent?.length === 0 && state.sent?.length === 0;
  return (
    <>
      <ListSearch label={t('techInspections.searchLabel')} placeholder={t('techInspections.searchPlaceholder')} value={query} onChange={setQuery} />
      <div className={fieldUi.chips} role="group" aria-label={t('techInspections.statusFilter')}>
        {STATUS_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={status === option ? `${fieldUi.chip} ${fieldUi.chipOn}` : fieldUi.chip}
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {t(`techInspections.filters.${option}`)}
          </button>
        ))}
      </div>
      {state.deviceProblem && (
        <Alert tone={state.deviceProblem === 'full' ? DANGER : WARNING} title={t(`deviceCopy.problems.${state.deviceProblem}.title`)}>
          {t('techInspections.deviceProblem')}
        </Alert>
      )}
      {state.error && (
        <Alert tone={WARNING} title={t('techInspections.loadFailed')}>
          <span className={styles.alertBody}>
            {t(state.error.key)}
            <Button size="sm" variant="secondary" onClick={state.retry}>
              <RefreshCw aria-hidden size={16} />
              {t('techInspections.retry')}
            </Button>
          </span>
        </Alert>
      )}
      {state.notSent === null ? (
        <ScreenStatus label={t('techInspections.loading')} />
      ) : nothingAnywhere && !filtered ? (
        <EmptyState state={state} />
      ) : (
        <>
          {state.notSent.length > 0 && (
            <InspectionSection title={t('techInspections.notSent.title', { count: state.notSent.length })} hint={t('techInspections.notSent.hint')}>
              <InspectionList inspections={state.notSent} language={language} label={t('techInspections.notSent.list')} />
            </InspectionSection>
          )}
          <InspectionSection title={t('techInspections.sent.title')}>
            <SavedNote state={state} />
            {state.sent === null ? (
              <p className={styles.status} role="status">
                {t('techInspections.loading')}
              </p>
            ) : state.sent.length > 0 ? (
              <InspectionList inspections={state.sent} language={language} label={t('techInspections.sent.list')} />
            ) : filtered && state.notSent.length === 0 ? (
              <Alert tone={INFO} title={q ? t('techInspections.noMatch.title', { query: q }) : t('techInspections.noMatch.titleStatus')}>
                {t('techInspections.noMatch.description')}
              </Alert>
            ) : (
              // Without a saved list the note above already says there is nothing to show.
              (!state.fromDevice || state.savedAt !== null) && <p className={styles.status}>{t('techInspections.sent.none')}</p>
            )}
            {state.hasMore && (
              <Button variant="secondary" size={LARGE} className={styles.loadMore} onClick={state.loadMore} disabled={state.loadingMore}>
                {state.loadingMore ? t('techInspections.loadingMore') : t('techInspections.loadMore')}
              </Button>
            )}
          </InspectionSection>
        </>
      )}
    </>
  );
}

function InspectionSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </section>
  );
}

function InspectionList({ inspections, language, label }: { inspections: TechInspectionRow[]; language: Language; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {inspections.map((inspection) => (
        <TechInspectionItem key={inspection.id} inspection={inspection} language={language} />
      ))}
    </ul>
  );
}

/** With no answer from the office: the list below is the one this device saved, and from when (or that none is saved). */
function SavedNote({ state }: { state: TechInspectionsState }) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const now = useNow();
  if (!state.fromDevice) return null;
  const ago = state.savedAt ? timeAgo(state.savedAt, now, i18n.language) : null;
  const where = state.offline ? 'offline' : 'unreachable';
  return (
    <p className={styles.saved} role="status">
      <HardDrive aria-hidden size={16} />
      <span>
        {state.savedAt
          ? `${t(`techInspections.saved.${where}`)} ${ago ? t('techInspections.saved.updated', { when: ago }) : t('techInspections.saved.updatedJustNow')}`
          : t(`techInspections.saved.${where}Never`)}
      </span>
    </p>
  );
}

/** Nothing on this device and nothing at the office: the way to the first one. */
function EmptyState({ state }: { state: TechInspectionsState }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('techInspections.empty.title')}</p>
      <p className={styles.emptyHint}>{state.fromDevice ? t('techInspections.empty.offlineHint') : t('techInspections.empty.hint')}</p>
      <Button asChild size={LARGE}>
        <Link to={NEW_INSPECTION_PATH}>
          <ClipboardPlus aria-hidden size={20} />
          {t('techInspections.empty.action')}
        </Link>
      </Button>
    </div>
  );
}
