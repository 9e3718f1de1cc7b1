// The parts of the form that other folders own, in one place: photos and signatures (media/, signatures/),
// findings and totals (findings/), and sending to the office (src/sync/).
export { PhotosSection } from './media/PhotosSection';
export { MediaStrip } from './media/MediaStrip';
export { SignaturesSection } from './signatures/SignaturesSection';
export { FindingsEditor, TotalsSummary } from './findings';
export { SyncStatusBadge, ConflictChooser, syncNow, useOutboxSync } from '../../sync';
