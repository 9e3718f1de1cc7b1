import { useTranslation } from 'react-i18next';
import { ImageOff, Play } from 'lucide-react';
import type { MediaEntry } from '@irrigo/contracts';
import { useMediaObjectUrl } from '../../../device-store';
import { INSPECTION_NAMESPACE } from '../i18n';
import styles from './media.module.css';

const cx = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

/** "Photo: broken head at zone 3", or "Photo: no caption". */
export function useMediaName(entry: Pick<MediaEntry, 'kind' | 'caption'>): string {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const caption = entry.caption.trim() || t('media.card.noCaption');
  return t(entry.kind === 'photo' ? 'media.card.photoOf' : 'media.card.videoOf', { caption });
}

/**
 * A photo or video from this device's copy of its bytes. `playable` gives a video its controls (the Photos
 * screen); otherwise a video shows its first frame under a play sign (the strips in the form's sections).
 */
export function MediaThumbnail({ entry, playable = false, className }: { entry: MediaEntry; playable?: boolean; className?: string }) {
  const url = useMediaObjectUrl(entry.id);
  const name = useMediaName(entry);
  if (!url) {
    return (
      <div className={cx(styles.thumbnail, styles.placeholder, className)} role="img" aria-label={name}>
        <ImageOff aria-hidden size={28} />
      </div>
    );
  }
  if (entry.kind === 'photo') return <img className={cx(styles.thumbnail, className)} src={url} alt={name} loading="lazy" decoding="async" />;
  if (playable) return <video className={cx(styles.thumbnail, className)} src={url} controls preload="metadata" playsInline aria-label={name} />;
  return (
    <div className={cx(styles.thumbnail, styles.videoPoster, className)} role="img" aria-label={name}>
      {/* The fragment makes iOS paint the first frame instead of a black box. */}
      <video className={styles.posterFrame} src={`${url}#t=0.1`} preload="metadata" muted playsInline aria-hidden tabIndex={-1} />
      <Play aria-hidden size={28} className={styles.playSign} />
    </div>
  );
}
