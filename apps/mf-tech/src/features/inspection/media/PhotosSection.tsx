import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { INSPECTION_LIMITS, type MediaEntry } from '@irrigo/contracts';
import { Badge, Button, IconButton, Input, Label, toast, visuallyHidden } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { Switch } from '@irrigo/ui/switch';
import { removeMediaBlob } from '../../../device-store';
import { INSPECTION_NAMESPACE } from '../i18n';
import type { SectionProps } from '../section-props';
import { MediaCapture } from './MediaCapture';
import { MediaThumbnail, useMediaName } from './MediaThumbnail';
import { groupMedia, placementFromValue, placementLabel, placementOptions, placementValue, type MediaPlacement } from './placement';
import { useMediaUploadStates, type MediaUploadState } from './use-uploaded-media';
import fieldUi from '../../../components/field-ui.module.css';
import styles from './media.module.css';

/**
 * The Photos section (spec §2): every photo and video of the inspection, grouped by where it belongs, each
 * with its caption, where it belongs, Included / Excluded in the PDF report, whether it has been uploaded,
 * and delete. Read-only inspections show the same, with nothing to change.
 */
export function PhotosSection(props: SectionProps) {
  const { document, change, readOnly, ownerId, inspectionId, ensureInspection, holdAddressChange } = props;
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<MediaEntry | null>(null);
  const uploads = useMediaUploadStates(ownerId, inspectionId);
  const groups = groupMedia(document);

  const update = (id: string, apply: (entry: MediaEntry) => void) =>
    change((draft) => {
      const entry = draft.media.find((candidate) => candidate.id === id);
      if (entry) apply(entry);
    });

  const remove = async (entry: MediaEntry) => {
    // The entry goes first, then its bytes: an entry never points at bytes that are gone.
    change((draft) => {
      draft.media = draft.media.filter((candidate) => candidate.id !== entry.id);
    });
    try {
      await removeMediaBlob(ownerId, entry.id);
    } catch {
      toast({ variant: 'warning', title: t('media.problems.storage-failed.title'), description: t('media.problems.storage-failed.message') });
    }
  };

  return (
    // The form names the section (its "Photos" heading); this is what is in it.
    <div className={styles.section}>
      <div className={styles.header}>
        <div>
          <p className={styles.muted}>{t('media.description')}</p>
          <p className={styles.count}>{t('media.count', { count: document.media.length })}</p>
        </div>
        {!readOnly && (
          <Button size="lg" onClick={() => setAdding(true)} disabled={document.media.length >= INSPECTION_LIMITS.media}>
            <ImagePlus aria-hidden size={22} />
            {t('media.add')}
          </Button>
        )}
      </div>

      {groups.length === 0 && <p className={styles.empty}>{t('media.empty')}</p>}

      {groups.map((group) => {
        const label = placementLabel(t, document, group.placement);
        return (
          <section key={placementValue(group.placement)} className={styles.group} aria-label={label}>
            <h3 className={styles.groupHeading}>{label}</h3>
            <ul className={styles.cards}>
              {group.entries.map((entry) => (
                <MediaCard
                  key={entry.id}
                  entry={entry}
                  {...props}
                  upload={uploads?.get(entry.id)}
                  onUpdate={(apply) => update(entry.id, apply)}
                  onDelete={() => setDeleting(entry)}
                />
              ))}
            </ul>
          </section>
        );
      })}

      {!readOnly && (
        <MediaCapture
          open={adding}
          onOpenChange={setAdding}
          ensureInspection={ensureInspection}
          holdAddressChange={holdAddressChange}
          ownerId={ownerId}
          document={document}
          change={change}
          defaultPlacement={lastPlacement(document.media)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(deleting?.kind === 'video' ? 'media.delete.videoTitle' : 'media.delete.photoTitle')}
        description={t('media.delete.description')}
        cancelLabel={t('media.delete.cancel')}
        confirmLabel={t('media.delete.confirm')}
        confirmVariant="danger"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}

/** Where the latest photo went: the next one most likely belongs there too. */
function lastPlacement(media: readonly MediaEntry[]): MediaPlacement | undefined {
  const last = media.at(-1);
  return last ? { section: last.section, zoneId: last.section === 'zone' ? last.zoneId : null } : undefined;
}

interface MediaCardProps extends SectionProps {
  entry: MediaEntry;
  upload: MediaUploadState | undefined;
  onUpdate: (apply: (entry: MediaEntry) => void) => void;
  onDelete: () => void;
}

function MediaCard({ entry, document, readOnly, upload, onUpdate, onDelete }: MediaCardProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const id = useId();
  const name = useMediaName(entry);
  const placement = { section: entry.section, zoneId: entry.zoneId };
  const options = placementOptions(t, document);
  const current = placementValue(placement);
  // A zone removed since still shows where the photo was, until it is moved.
  const shownOptions = options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: placementLabel(t, document, placement) }];

  return (
    <li className={styles.card} aria-label={name}>
      <MediaThumbnail entry={entry} playable className={styles.cardMedia} />
      <div className={styles.cardBody}>
        <div className={styles.field}>
          <Label htmlFor={`${id}-caption`}>{t('media.card.caption')}</Label>
          <Input
            id={`${id}-caption`}
            value={entry.caption}
            placeholder={t('media.card.captionPlaceholder')}
            maxLength={INSPECTION_LIMITS.shortText}
            disabled={readOnly}
            onChange={(event) => {
              const caption = event.target.value;
              onUpdate((draft) => {
                draft.caption = caption;
              });
            }}
          />
        </div>
        <div className={styles.field}>
          <Label htmlFor={`${id}-place`}>{t('media.card.belongsTo')}</Label>
          <select
            id={`${id}-place`}
            className={fieldUi.select}
            value={current}
            disabled={readOnly}
            onChange={(event) => {
              const next = placementFromValue(event.target.value);
              if (!next) return;
              onUpdate((draft) => {
                draft.section = next.section;
                draft.zoneId = next.zoneId;
              });
            }}
          >
            {shownOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.cardFooter}>
          <div className={styles.pdfToggle}>
            <Switch
              id={`${id}-pdf`}
              checked={entry.includeInPdf}
              disabled={readOnly}
              aria-describedby={`${id}-pdf-hint`}
              onCheckedChange={(includeInPdf) =>
                onUpdate((draft) => {
                  draft.includeInPdf = includeInPdf;
                })
              }
            />
            <Label htmlFor={`${id}-pdf`} className={entry.includeInPdf ? styles.included : styles.excluded}>
              {t(entry.includeInPdf ? 'media.card.included' : 'media.card.excluded')}
            </Label>
            <span id={`${id}-pdf-hint`} className={visuallyHidden}>
              {t('media.card.pdfHint')}
            </span>
          </div>
          {upload && (
            <Badge tone={upload === 'uploaded' ? 'success' : 'warning'}>{t(upload === 'uploaded' ? 'media.card.uploaded' : 'media.card.waiting')}</Badge>
          )}
          {!readOnly && (
            <IconButton label={t(entry.kind === 'video' ? 'media.card.deleteVideo' : 'media.card.deletePhoto')} className={styles.delete} onClick={onDelete}>
              <Trash2 aria-hidden size={20} />
            </IconButton>
          )}
        </div>
      </div>
    </li>
  );
}
