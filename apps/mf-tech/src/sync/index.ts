/**
 * Sending what the technician captured offline (DESIGN.md "Offline first"; field-libraries.md §2):
 * - outbox-sync.ts: the engine (one per app, one tab at a time), `syncNow()`;
 * - sync-status.ts: `useOutboxSync()` (mount it: the technician frame and the inspection screen do) and
 *   `useSyncStatus()` (what waits and why);
 * - conflict-choice.ts and components/ConflictChooser: the technician's choice after someone else changed
 *   an inspection (412), nothing overwritten before it;
 * - components/SyncStatusBadge: "N waiting to sync", its sheet and "Try now";
 * - inspection-api.ts: the calls to services/inspections; resumable-media-upload.ts: a video's upload by tus
 *   (tus-js-client over fetch, 1 MiB chunks, at a URL made from the media id).
 */
export { syncNow, outboxSync, backoffDelayMs } from './outbox-sync';
export { useOutboxSync, useSyncStatus, type SyncStatus, type OutboxItem } from './sync-status';
export { keepMyVersion, takeTheirVersion } from './conflict-choice';
export { diffInspections, type DocumentDifference } from './document-diff';
export { SyncStatusBadge, type SyncStatusBadgeProps } from './components/SyncStatusBadge';
export { ConflictChooser, type ConflictChooserProps } from './components/ConflictChooser';
