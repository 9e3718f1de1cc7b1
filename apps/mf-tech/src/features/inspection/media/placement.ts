import type { TFunction } from 'i18next';
import { MEDIA_SECTIONS, type InspectionDocument, type MediaEntry, type MediaSection } from '@irrigo/contracts';

/** Where a photo or video belongs: a part of the form, or one zone. */
export interface MediaPlacement {
  section: MediaSection;
  /** The zone's id when `section` is `zone`, else null. */
  zoneId: string | null;
}

/** A place as one select value: the section, or `zone:<id>`. */
export function placementValue(placement: MediaPlacement): string {
  return placement.section === 'zone' ? `zone:${placement.zoneId ?? ''}` : placement.section;
}

export function placementFromValue(value: string): MediaPlacement | null {
  if (value.startsWith('zone:')) {
    const zoneId = value.slice('zone:'.length);
    return zoneId ? { section: 'zone', zoneId } : null;
  }
  return (MEDIA_SECTIONS as readonly string[]).includes(value) && value !== 'zone' ? { section: value as MediaSection, zoneId: null } : null;
}

export function samePlacement(entry: MediaPlacement, placement: MediaPlacement): boolean {
  return entry.section === placement.section && (entry.section !== 'zone' || entry.zoneId === placement.zoneId);
}

/** The name of a place in the reader's language: "Backflow device", "Zone 3 · North turf". */
export function placementLabel(t: TFunction, document: Pick<InspectionDocument, 'zones'>, placement: MediaPlacement): string {
  if (placement.section !== 'zone') return t(`media.sections.${placement.section}`);
  const zone = document.zones.find((candidate) => candidate.id === placement.zoneId);
  if (!zone) return t('media.zoneRemoved');
  const description = zone.description.trim();
  return description ? t('media.zoneWithDescription', { number: zone.number, description }) : t('media.zone', { number: zone.number });
}

/** Every place a photo can belong to, in the form's order (zones by number), for a "Belongs to" choice. */
export function placementOptions(t: TFunction, document: Pick<InspectionDocument, 'zones'>): { value: string; label: string }[] {
  return MEDIA_SECTIONS.flatMap((section) => {
    if (section !== 'zone') return [{ value: section, label: placementLabel(t, document, { section, zoneId: null }) }];
    return [...document.zones]
      .sort((a, b) => a.number - b.number)
      .map((zone) => {
        const placement = { section, zoneId: zone.id };
        return { value: placementValue(placement), label: placementLabel(t, document, placement) };
      });
  });
}

export interface MediaGroup {
  placement: MediaPlacement;
  entries: MediaEntry[];
}

/**
 * The inspection's photos and videos grouped by where they belong, in the form's order; a zone removed
 * since keeps its photos together at the end of the zones, so nothing silently disappears.
 */
export function groupMedia(document: Pick<InspectionDocument, 'zones' | 'media'>): MediaGroup[] {
  const zoneOrder = new Map([...document.zones].sort((a, b) => a.number - b.number).map((zone, index) => [zone.id, index]));
  const rank = (placement: MediaPlacement): number => {
    const sectionRank = MEDIA_SECTIONS.indexOf(placement.section) * 10_000;
    if (placement.section !== 'zone') return sectionRank;
    return sectionRank + 1 + (zoneOrder.get(placement.zoneId ?? '') ?? zoneOrder.size);
  };
  const groups = new Map<string, MediaGroup>();
  for (const entry of document.media) {
    const placement: MediaPlacement = { section: entry.section, zoneId: entry.section === 'zone' ? entry.zoneId : null };
    const key = placementValue(placement);
    const group = groups.get(key) ?? { placement, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => rank(a.placement) - rank(b.placement));
}
