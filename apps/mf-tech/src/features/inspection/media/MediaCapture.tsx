import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Camera, Images, Video } from 'lucide-react';
import { Button } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { INSPECTION_NAMESPACE } from '../i18n';
import type { SectionProps } from '../section-props';
import type { CameraMode } from './camera';
import { CameraPanel } from './CameraPanel';
import { keepMedia, keepProblemOf, type KeepProblem } from './keep-media';
import { MediaProblemAlert } from './MediaProblemAlert';
import { placementFromValue, placementLabel, placementOptions, placementValue, type MediaPlacement } from './placement';
import { prepareMediaFile } from './prepare-media';
import type { PreparedMedia } from './resize-photo';
import fieldUi from '../../../components/field-ui.module.css';
import styles from './MediaCapture.module.css';

export interface MediaCaptureProps extends Pick<SectionProps, 'ensureInspection' | 'holdAddressChange' | 'ownerId' | 'document' | 'change'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where what is added belongs; without it the dialog asks ("Belongs to"), starting at `defaultPlacement`. */
  placement?: MediaPlacement;
  defaultPlacement?: MediaPlacement;
}

type FileResult = { key: string; name: string } & ({ state: 'saving' } | { state: 'kept' } | { state: 'failed'; problem: KeepProblem });

const FIRST_PLACEMENT: MediaPlacement = { section: 'customer', zoneId: null };

/**
 * Adding photos and videos (spec §2): the camera (Take photo, Record video) or the gallery, for one part of
 * the form or one zone. Gallery files are handled one after the other, each on its own: one that fails
 * (Invalid File, File Too Large, Upload Error) is listed with its reason and the others are still kept.
 */
export function MediaCapture({ open, onOpenChange, ...content }: MediaCaptureProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={styles.dialog}>
        {/* Mounted only while open: every opening starts afresh, and closing turns the camera off. */}
        <CaptureContent {...content} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type CaptureContentProps = Omit<MediaCaptureProps, 'open' | 'onOpenChange'> & { onDone: () => void };

function CaptureContent({ placement, defaultPlacement, ensureInspection, holdAddressChange, ownerId, document, change, onDone }: CaptureContentProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const [mode, setMode] = useState<CameraMode | null>(null);
  const [chosen, setChosen] = useState<MediaPlacement>(placement ?? defaultPlacement ?? FIRST_PLACEMENT);
  const [results, setResults] = useState<FileResult[]>([]);
  const [busy, setBusy] = useState(false);
  const belongsToId = useId();
  const galleryId = useId();

  // A new inspection made by the first photo keeps this screen (and this dialog, its camera, its files) until it closes.
  useEffect(() => holdAddressChange(), [holdAddressChange]);

  const target = placement ?? chosen;
  const mediaTarget = { ensureInspection, ownerId, change };

  const keepTaken = async (prepared: PreparedMedia) => {
    await keepMedia(mediaTarget, prepared, target, document.media.length);
  };

  const keepFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, name: file.name }));
    setResults((current) => [...batch.map((item): FileResult => ({ ...item, state: 'saving' })), ...current]);
    setBusy(true);
    const settle = (key: string, result: FileResult) => setResults((current) => current.map((item) => (item.key === key ? result : item)));
    // This render's document does not see the files kept by this loop: they are counted here.
    let mediaCount = document.media.length;
    // One at a time: a dozen full-size photos decoded at once would exhaust a phone's memory.
    for (const [index, file] of files.entries()) {
      const item = batch[index]!;
      try {
        await keepMedia(mediaTarget, await prepareMediaFile(file), target, mediaCount);
        mediaCount += 1;
        settle(item.key, { ...item, state: 'kept' });
      } catch (error) {
        settle(item.key, { ...item, state: 'failed', problem: keepProblemOf(error) });
      }
    }
    setBusy(false);
  };

  const onGalleryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again is noticed.
    event.target.value = '';
    void keepFiles(files);
  };

  const placeName = placementLabel(t, document, target);

  return (
    <>
      <DialogTitle>{t('media.capture.title')}</DialogTitle>
      <DialogDescription>{t('media.capture.for', { place: placeName })}</DialogDescription>

      {!placement && mode === null && (
        <div className={styles.field}>
          <label htmlFor={belongsToId} className={styles.label}>
            {t('media.capture.belongsTo')}
          </label>
          <select
            id={belongsToId}
            className={fieldUi.select}
            value={placementValue(chosen)}
            onChange={(event) => setChosen(placementFromValue(event.target.value) ?? chosen)}
          >
            {placementOptions(t, document).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}

      {mode === null ? (
        <div className={styles.choices}>
          <Button size="lg" variant="secondary" className={styles.choice} onClick={() => setMode('photo')}>
            <Camera aria-hidden size={22} />
            {t('media.capture.takePhoto')}
          </Button>
          <Button size="lg" variant="secondary" className={styles.choice} onClick={() => setMode('video')}>
            <Video aria-hidden size={22} />
            {t('media.capture.recordVideo')}
          </Button>
          {/* A label styled as a button, so the file chooser opens from a real tap (iOS requires it). No
            `capture` attribute: that would skip the gallery and open the camera on phones. */}
          <label htmlFor={galleryId} className={styles.galleryButton} aria-disabled={busy || undefined}>
            <Images aria-hidden size={22} />
            {t('media.capture.chooseFromGallery')}
          </label>
          <input
            id={galleryId}
            className={styles.galleryInput}
            type="file"
            accept="image/*,video/*"
            multiple
            disabled={busy}
            onChange={onGalleryChange}
            aria-describedby={`${galleryId}-hint`}
          />
          <p id={`${galleryId}-hint`} className={styles.hint}>
            {t('media.capture.galleryHint')}
          </p>
        </div>
      ) : (
        <>
          <Button variant="ghost" className={styles.back} onClick={() => setMode(null)}>
            <ArrowLeft aria-hidden size={20} />
            {t('media.capture.back')}
          </Button>
          <CameraPanel key={mode} mode={mode} onKeep={keepTaken} />
        </>
      )}

      {results.length > 0 && (
        <section aria-label={t('media.capture.files')} aria-live="polite" className={styles.results}>
          <ul className={styles.resultList}>
            {results.map((result) => (
              <li key={result.key}>
                {result.state === 'failed' ? (
                  <MediaProblemAlert problem={result.problem} fileName={result.name} />
                ) : (
                  <p className={styles.resultLine}>
                    <span className={styles.fileName}>{result.name}</span>
                    <span>{t(result.state === 'kept' ? 'media.capture.fileKept' : 'media.capture.fileSaving')}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <Button variant="primary" onClick={onDone} disabled={busy}>
        {t('media.capture.done')}
      </Button>
    </>
  );
}
