import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, CheckCircle2, ChevronLeft, X } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Alert, Button } from '@irrigo/ui';
import type { InspectionDocument } from '@irrigo/contracts';
import { deviceStoreProblemOf } from '../../device-store';
import { completeLocalInspection, requestInspectionSend } from '../../device-store/inspections/local-inspections';
import { TECH_HOME_PATH } from '../../components/tech-frame/navigation';
import { FORM_SECTIONS, type FormSection } from './form-sections';
import { INSPECTION_NAMESPACE } from './i18n';
import { PhotosSection, SignaturesSection, SyncStatusBadge, syncNow } from './parts';
import type { SectionProps } from './section-props';
import { CustomerSection } from './sections/CustomerSection';
import { SummarySection } from './sections/SummarySection';
import { SystemSection } from './sections/SystemSection';
import { ZonesSection } from './sections/ZonesSection';
import { ReadOnlyContext } from './components/fields';
import { useInspectionDraft, type SaveState } from './use-inspection-draft';
import styles from './InspectionForm.module.css';

export interface InspectionFormProps {
  ownerId: string;
  /** null: a new inspection, made on the device at the first change or the first photo. */
  inspectionId: string | null;
  reportNumber: string | null;
  initialDocument: InspectionDocument;
  readOnly: boolean;
  /** Why it is read-only, already worded (shown above the form). */
  readOnlyNote?: string | null;
  /** The section and the field that had the focus before the screen was mounted anew (a new inspection got its URL). */
  initialSection?: FormSection;
  initialFocusId?: string | null;
  /** Where the back link goes (the technician's dashboard, or the office's for an admin). */
  homePath?: string;
  onCreated?: (id: string) => void;
  /** The new-inspection path, for "New inspection" after completing. */
  newInspectionPath?: string;
}

/** The inspection form: header, section stepper, the section, and Previous / Next within a thumb's reach. */
export function InspectionForm({
  ownerId,
  inspectionId,
  reportNumber,
  initialDocument,
  readOnly,
  readOnlyNote = null,
  initialSection = 'customer',
  initialFocusId = null,
  homePath = TECH_HOME_PATH,
  onCreated,
  newInspectionPath = '/inspection',
}: InspectionFormProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const [section, setSection] = useState<FormSection>(initialSection);
  const draft = useInspectionDraft({ ownerId, inspectionId, initialDocument, readOnly, section, onCreated });
  const [completing, setCompleting] = useState(false);
  const [completeError, setCompleteError] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const pendingFocus = useRef<string | null>(initialFocusId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = draft.inspectionId;

  // After a section change (or a new inspection's remount): the asked-for field, else the section's heading.
  useEffect(() => {
    const target = pendingFocus.current ? globalThis.document.getElementById(pendingFocus.current) : null;
    pendingFocus.current = null;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      target.focus();
      if (target.type === 'text' || target instanceof HTMLTextAreaElement) target.setSelectionRange(target.value.length, target.value.length);
    } else if (target instanceof HTMLElement) target.focus();
  }, [section]);

  const goTo = useCallback(
    (next: FormSection, focusId: string | null = null) => {
      const target = draft.inspectionId;
      void draft.flush().then(() => (target && !readOnly ? requestInspectionSend(ownerId, target).catch(() => undefined) : undefined));
      if (next === section) {
        if (focusId) globalThis.document.getElementById(focusId)?.focus();
        return;
      }
      pendingFocus.current = focusId;
      setSection(next);
      globalThis.scrollTo?.({ top: 0 });
      if (!focusId) requestAnimationFrame(() => headingRef.current?.focus());
    },
    [draft, ownerId, readOnly, section],
  );

  const complete = async () => {
    setCompleting(true);
    setCompleteError(null);
    try {
      await draft.flush();
      if (!draft.inspectionId || draft.saveState.status === 'failed') throw new Error('not saved');
      await completeLocalInspection(ownerId, draft.inspectionId);
      void syncNow(ownerId).catch(() => undefined);
      setCompleted(true);
      globalThis.scrollTo?.({ top: 0 });
    } catch (error) {
      setCompleteError(t(`form.save.problems.${deviceStoreProblemOf(error)}`));
    } finally {
      setCompleting(false);
    }
  };

  if (completed) {
    return (
      <main className={styles.done}>
        <CheckCircle2 aria-hidden size={56} className={styles.doneIcon} />
        <h1 className={styles.doneTitle}>{t('form.done.title')}</h1>
        <p className={styles.doneText}>{t('form.done.description', { reportNumber: reportNumber ?? '' })}</p>
        <SyncStatusBadge placement="page" />
        <div className={styles.doneActions}>
          <Button asChild size="lg">
            <Link to={homePath}>{t('form.done.dashboard')}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={newInspectionPath}>{t('form.done.newInspection')}</Link>
          </Button>
        </div>
      </main>
    );
  }

  const index = FORM_SECTIONS.indexOf(section);
  const previous = FORM_SECTIONS[index - 1];
  const next = FORM_SECTIONS[index + 1];
  const sectionProps: SectionProps = {
    inspectionId: id,
    ensureInspection: draft.ensureInspection,
    holdAddressChange: draft.holdAddressChange,
    ownerId,
    document: draft.document,
    change: draft.change,
    readOnly,
  };

  let body: ReactNode;
  switch (section) {
    case 'customer':
      body = <CustomerSection {...sectionProps} />;
      break;
    case 'system':
      body = <SystemSection {...sectionProps} />;
      break;
    case 'zones':
      body = <ZonesSection {...sectionProps} />;
      break;
    case 'photos':
      body = <PhotosSection {...sectionProps} />;
      break;
    case 'signatures':
      body = <SignaturesSection {...sectionProps} />;
      break;
    case 'summary':
      body = <SummarySection {...sectionProps} onGoTo={goTo} onComplete={() => void complete()} completing={completing} completeError={completeError} />;
      break;
  }

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <header className={styles.header}>
          <Link to={homePath} className={styles.back} aria-label={t('form.header.back')}>
            <ChevronLeft aria-hidden size={24} />
            <span className={styles.backText}>{t('form.header.backShort')}</span>
          </Link>
          <div className={styles.titles}>
            <h1 className={styles.title}>{inspectionId || id ? t('form.header.title') : t('form.header.newTitle')}</h1>
            {reportNumber && <p className={styles.reportNumber}>{reportNumber}</p>}
          </div>
          <div className={styles.status}>
            <SyncStatusBadge placement="page" />
            {!readOnly && <SaveIndicator state={draft.saveState} />}
          </div>
        </header>

        <nav className={styles.stepper} aria-label={t('form.nav.label')}>
          <ol className={styles.tabs}>
            {FORM_SECTIONS.map((candidate, position) => (
              <li key={candidate}>
                <button type="button" className={styles.tab} aria-current={candidate === section ? 'step' : undefined} onClick={() => goTo(candidate)}>
                  <span className={styles.tabNumber} aria-hidden>
                    {position + 1}
                  </span>
                  {t(`form.sections.${candidate}`)}
                </button>
              </li>
            ))}
          </ol>
          <label className={styles.compact}>
            <span className={styles.compactLabel}>{t('form.nav.jump')}</span>
            <select className={styles.compactSelect} value={section} onChange={(event) => goTo(event.target.value as FormSection)}>
              {FORM_SECTIONS.map((candidate, position) => (
                <option key={candidate} value={candidate}>
                  {t('form.nav.position', { current: position + 1, total: FORM_SECTIONS.length, section: t(`form.sections.${candidate}`) })}
                </option>
              ))}
            </select>
          </label>
        </nav>
      </div>

      <main className={styles.main}>
        {readOnlyNote && (
          <Alert tone="info" title={t('form.readOnly.title')}>
            {readOnlyNote}
          </Alert>
        )}
        {draft.signaturesCleared && (
          <div className={styles.notice} role="alert">
            <p>{t('form.signaturesCleared')}</p>
            <button type="button" className={styles.noticeClose} aria-label={t('form.dismiss')} onClick={draft.dismissSignaturesCleared}>
              <X aria-hidden size={20} />
            </button>
          </div>
        )}
        <h2 ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          {t(`form.sections.${section}`)}
        </h2>
        <ReadOnlyContext.Provider value={readOnly}>{body}</ReadOnlyContext.Provider>
      </main>

      <nav className={styles.bottomBar} aria-label={t('form.nav.steps')}>
        <Button variant="secondary" size="lg" className={styles.step} disabled={!previous} onClick={() => previous && goTo(previous)}>
          <ArrowLeft aria-hidden size={20} />
          {t('form.nav.previous')}
        </Button>
        <Button size="lg" className={styles.step} disabled={!next} onClick={() => next && goTo(next)}>
          {t('form.nav.next')}
          <ArrowRight aria-hidden size={20} />
        </Button>
      </nav>
    </div>
  );
}

function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const text =
    state.status === 'saving'
      ? t('form.save.saving')
      : state.status === 'failed'
        ? t('form.save.failed', { reason: t(`form.save.problems.${state.problem}`) })
        : state.status === 'saved'
          ? t('form.save.saved')
          : '';
  return (
    <p className={state.status === 'failed' ? styles.saveFailed : styles.save} role="status">
      {text}
    </p>
  );
}
