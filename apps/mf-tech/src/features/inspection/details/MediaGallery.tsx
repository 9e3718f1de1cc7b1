import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, ImageOff, Play } from 'lucide-react';
import type { MediaEntry } from '@irrigo/contracts';
import { Badge, Button } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { useMediaObjectUrl } from '../../../device-store/inspections/use-local-inspections';
import { useMediaName } from '../media/MediaThumbnail';
import { groupMedia, placementLabel } from '../media/placement';
import { DetailsSection } from './DocumentSections';
import type { InspectionView } from './inspection-view';
import { useDetailsText } from './use-details-text';
import styles from './InspectionDetails.module.css';

/** A horizontal move of at least this many pixels is a swipe to the next or previous one. */
const SWIPE_MIN_PX = 50;

const mediaUrl = (id: string, size?: 'thumbnail') => `/api/media/${encodeURIComponent(id)}${size ? `?size=${size}` : ''}`;

interface MediaUrls {
  /** A photo's small picture, or a video's own file (its first frame is painted); undefined: nothing to show. */
  thumbnail: string | undefined;
  full: string | undefined;
}

/**
 * Where a photo's or video's bytes are: this device's copy first (a device inspection, or one captured here),
 * else the server's (GET /api/media/{id}, its 320 px thumbnail for photos) once it holds them.
 */
function useMediaUrls(view: InspectionView, entry: MediaEntry): MediaUrls {
  const local = useMediaObjectUrl(entry.id);
  if (local) return { thumbnail: local, full: local };
  if (view.uploadedMediaIds?.has(entry.id)) {
    return { thumbnail: entry.kind === 'photo' ? mediaUrl(entry.id, 'thumbnail') : mediaUrl(entry.id), full: mediaUrl(entry.id) };
  }
  return { thumbnail: undefined, full: undefined };
}

function IncludedBadge({ entry }: { entry: MediaEntry }) {
  const { t } = useDetailsText();
  return (
    <Badge tone={entry.includeInPdf ? 'success' : 'neutral'} title={t('media.card.pdfHint')}>
      {entry.includeInPdf ? t('media.card.included') : t('media.card.excluded')}
    </Badge>
  );
}

function MediaTile({ view, entry, onOpen }: { view: InspectionView; entry: MediaEntry; onOpen: () => void }) {
  const { t } = useDetailsText();
  const name = useMediaName(entry);
  const urls = useMediaUrls(view, entry);
  const picture = !urls.thumbnail ? (
    <span className={`${styles.thumb} ${styles.thumbMissing}`}>
      <ImageOff aria-hidden size={24} />
      <span>{t('details.media.notUploaded')}</span>
    </span>
  ) : entry.kind === 'photo' ? (
    <img className={styles.thumb} src={urls.thumbnail} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className={styles.thumbVideo}>
      {/* The fragment makes iOS paint the first frame instead of a black box. */}
      <video className={styles.thumb} src={`${urls.thumbnail}#t=0.1`} preload="metadata" muted playsInline aria-hidden tabIndex={-1} />
      <Play aria-hidden size={28} className={styles.playSign} />
    </span>
  );
  return (
    <figure className={styles.tile}>
      {urls.full ? (
        <button type="button" className={styles.tileButton} onClick={onOpen} aria-label={t('details.media.open', { name })}>
          {picture}
        </button>
      ) : (
        <span role="img" aria-label={name}>
          {picture}
        </span>
      )}
      <figcaption className={styles.tileCaption}>
        <span>{entry.caption.trim() || t('media.card.noCaption')}</span>
        <IncludedBadge entry={entry} />
      </figcaption>
    </figure>
  );
}

/** Every photo and video by where it belongs, each opening the full-size viewer. */
export function MediaGallery({ view }: { view: InspectionView }) {
  const { t } = useDetailsText();
  const { document } = view;
  const groups = groupMedia(document);
  const ordered = groups.flatMap((group) => group.entries);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <DetailsSection title={t('media.title')} aside={<span className={styles.muted}>{t('media.count', { count: ordered.length })}</span>}>
      {ordered.length === 0 ? (
        <p className={styles.muted}>{t('media.empty')}</p>
      ) : (
        groups.map((group) => (
          <div key={`${group.placement.section}:${group.placement.zoneId ?? ''}`} className={styles.mediaGroup}>
            <h3 className={styles.subTitle}>{placementLabel(t, document, group.placement)}</h3>
            <ul className={styles.tiles}>
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <MediaTile view={view} entry={entry} onOpen={() => setOpenIndex(ordered.indexOf(entry))} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <MediaViewer view={view} entries={ordered} index={openIndex} onIndexChange={setOpenIndex} />
    </DetailsSection>
  );
}

interface MediaViewerProps {
  view: InspectionView;
  entries: MediaEntry[];
  /** The one shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * The full-size viewer (Radix Dialog: focus kept inside, Escape closes): one photo or video at a time, with
 * Previous / Next buttons, the arrow keys and a horizontal swipe, its caption, place and Included / Excluded.
 * A video plays with the browser's controls.
 */
export function MediaViewer({ view, entries, index, onIndexChange }: MediaViewerProps) {
  const { t } = useDetailsText();
  const swipeStart = useRef<number | null>(null);
  const entry = index === null ? undefined : entries[index];
  const go = (step: -1 | 1) => {
    if (index === null || entries.length < 2) return;
    onIndexChange((index + step + entries.length) % entries.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <Dialog open={entry !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent className={styles.viewer} onKeyDown={onKeyDown}>
        <DialogTitle>{t('details.viewer.title')}</DialogTitle>
        <DialogDescription className={styles.visuallyHidden}>{t('details.viewer.hint')}</DialogDescription>
        {entry && index !== null && (
          <>
            <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp} data-testid="media-viewer-stage">
              <ViewerMedia key={entry.id} view={view} entry={entry} />
            </div>
            <div className={styles.viewerBar}>
              <Button variant="secondary" onClick={() => go(-1)} disabled={entries.length < 2} aria-label={t('details.viewer.previous')}>
                <ChevronLeft aria-hidden size={20} />
              </Button>
              <div className={styles.viewerText}>
                <p className={styles.viewerCaption}>{entry.caption.trim() || t('media.card.noCaption')}</p>
                <p className={styles.muted}>
                  {placementLabel(t, view.document, { section: entry.section, zoneId: entry.section === 'zone' ? entry.zoneId : null })} ·{' '}
                  {t('details.viewer.position', { current: index + 1, total: entries.length })} · <IncludedBadge entry={entry} />
                </p>
              </div>
              <Button variant="secondary" onClick={() => go(1)} disabled={entries.length < 2} aria-label={t('details.viewer.next')}>
                <ChevronRight aria-hidden size={20} />
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ViewerMedia({ view, entry }: { view: InspectionView; entry: MediaEntry }) {
  const name = useMediaName(entry);
  const { full } = useMediaUrls(view, entry);
  if (!full) return null;
  if (entry.kind === 'photo') return <img className={styles.full} src={full} alt={name} draggable={false} />;
  return <video className={styles.full} src={full} controls playsInline preload="metadata" aria-label={name} />;
}
