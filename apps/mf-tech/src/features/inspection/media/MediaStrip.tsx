import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import type { MediaSection } from '@irrigo/contracts';
import { Button } from '@irrigo/ui';
import { INSPECTION_NAMESPACE } from '../i18n';
import type { SectionProps } from '../section-props';
import { MediaCapture } from './MediaCapture';
import { MediaThumbnail } from './MediaThumbnail';
import { placementLabel, samePlacement, type MediaPlacement } from './placement';
import styles from './media.module.css';

export interface MediaStripProps extends SectionProps {
  section: MediaSection;
  /** The zone, when `section` is `zone`. */
  zoneId?: string;
}

/**
 * A part of the form's own photos and videos (the rain sensor's, zone 3's…): a row of thumbnails and an
 * add button that opens the camera or the gallery for that place. Captions and Included / Excluded are
 * edited on the Photos section.
 */
export function MediaStrip({ section, zoneId, ...props }: MediaStripProps) {
  const { document, readOnly } = props;
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const [adding, setAdding] = useState(false);
  const placement: MediaPlacement = { section, zoneId: section === 'zone' ? (zoneId ?? null) : null };
  const entries = document.media.filter((entry) => samePlacement(entry, placement));
  const place = placementLabel(t, document, placement);

  return (
    <div className={styles.strip}>
      {entries.length > 0 && (
        <ul className={styles.stripList} aria-label={t('media.title')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <MediaThumbnail entry={entry} className={styles.stripThumbnail} />
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
          <Button variant="secondary" onClick={() => setAdding(true)} aria-label={t('media.addTo', { place })}>
            <ImagePlus aria-hidden size={20} />
            {t('media.add')}
          </Button>
          <MediaCapture
            open={adding}
            onOpenChange={setAdding}
            placement={placement}
            ensureInspection={props.ensureInspection}
            holdAddressChange={props.holdAddressChange}
            ownerId={props.ownerId}
            document={document}
            change={props.change}
          />
        </>
      )}
    </div>
  );
}
