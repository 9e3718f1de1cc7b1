import { useCallback, useEffect, useRef, useState } from 'react';
import { signedContent, type InspectionDocument } from '@irrigo/contracts';
import { deviceStoreProblemOf, type DeviceStoreProblem } from '../../device-store';
import { createLocalInspection, saveInspectionDocument } from '../../device-store/inspections/local-inspections';

/** At most this long between a keystroke and the device holding it. */
export const SAVE_DEBOUNCE_MS = 250;

export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; problem: DeviceStoreProblem };

/**
 * The document of a new inspection as the screen last had it, and the field that had the focus, handed from
 * /inspection to /inspection/<id> (the shell mounts that route's screen anew): what was typed while the
 * inspection was being created is not lost, and the technician keeps typing in the same box.
 */
const handOver = new Map<string, { document: InspectionDocument; focusedId: string | null }>();

export function takeHandOver(id: string): { document: InspectionDocument; focusedId: string | null } | undefined {
  const taken = handOver.get(id);
  handOver.delete(id);
  return taken;
}

function hasSignature(document: InspectionDocument): boolean {
  return document.signatures.customer !== null || document.signatures.technician !== null;
}

interface DraftOptions {
  ownerId: string;
  /** null: a new inspection, created on the device at its first change. */
  inspectionId: string | null;
  initialDocument: InspectionDocument;
  readOnly: boolean;
  /** The new inspection exists on the device (its typed document saved too). */
  onCreated?: (id: string) => void;
}

export interface InspectionDraft {
  document: InspectionDocument;
  inspectionId: string | null;
  change: (recipe: (draft: InspectionDocument) => void) => void;
  /** Writes what is pending now; resolves once the device holds it (or the write failed). */
  flush: () => Promise<void>;
  saveState: SaveState;
  /** A change cleared the signatures (what they signed is no longer what the document says). */
  signaturesCleared: boolean;
  dismissSignaturesCleared: () => void;
}

/**
 * The inspection being edited: held in React state, written to the device SAVE_DEBOUNCE_MS after the last
 * change, and at once on flush (section change), when the page is hidden or closed, and on unmount. Writes
 * run one after another, so an older document never lands after a newer one.
 */
export function useInspectionDraft({ ownerId, inspectionId, initialDocument, readOnly, onCreated }: DraftOptions): InspectionDraft {
  const [document, setDocument] = useState(initialDocument);
  // An inspection opened from the device is saved there already; a new one is not, until its first change.
  const [saveState, setSaveState] = useState<SaveState>({ status: inspectionId === null ? 'idle' : 'saved' });
  const [signaturesCleared, setSignaturesCleared] = useState(false);
  const latest = useRef(initialDocument);
  const id = useRef(inspectionId);
  const dirty = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const creating = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const [currentId, setCurrentId] = useState(inspectionId);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  const setState = useCallback((state: SaveState) => {
    if (mounted.current) setSaveState(state);
  }, []);

  const writeLatest = useCallback((): Promise<void> => {
    queue.current = queue.current.then(async () => {
      const target = id.current;
      if (!dirty.current || target === null) return;
      dirty.current = false;
      const snapshot = latest.current;
      setState({ status: 'saving' });
      try {
        await saveInspectionDocument(ownerId, target, snapshot);
        if (!dirty.current) setState({ status: 'saved' });
      } catch (error) {
        dirty.current = true;
        setState({ status: 'failed', problem: deviceStoreProblemOf(error) });
      }
    });
    return queue.current;
  }, [ownerId, setState]);

  const flush = useCallback((): Promise<void> => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (id.current !== null) return writeLatest();
    if (!dirty.current) return Promise.resolve();
    creating.current ??= (async () => {
      setState({ status: 'saving' });
      try {
        const { customer } = latest.current;
        const row = await createLocalInspection(ownerId, {
          technicianName: customer.technicianName,
          inspectionDate: customer.inspectionDate,
          language: customer.language,
        });
        id.current = row.id;
        if (mounted.current) setCurrentId(row.id);
        await writeLatest();
        const active = globalThis.document?.activeElement;
        handOver.set(row.id, { document: latest.current, focusedId: active instanceof HTMLElement && active.id ? active.id : null });
        onCreatedRef.current?.(row.id);
      } catch (error) {
        setState({ status: 'failed', problem: deviceStoreProblemOf(error) });
      } finally {
        creating.current = null;
      }
    })();
    return creating.current;
  }, [ownerId, setState, writeLatest]);

  const change = useCallback(
    (recipe: (draft: InspectionDocument) => void) => {
      if (readOnly) return;
      const before = latest.current;
      const after = structuredClone(before);
      recipe(after);
      if (hasSignature(before) && signedContent(before) !== signedContent(after)) {
        after.signatures = { customer: null, technician: null };
        setSignaturesCleared(true);
      }
      latest.current = after;
      dirty.current = true;
      setDocument(after);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    },
    [readOnly, flush],
  );

  useEffect(() => {
    mounted.current = true;
    const onHidden = () => {
      if (globalThis.document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    globalThis.document.addEventListener('visibilitychange', onHidden);
    globalThis.addEventListener('pagehide', onPageHide);
    return () => {
      globalThis.document.removeEventListener('visibilitychange', onHidden);
      globalThis.removeEventListener('pagehide', onPageHide);
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  return {
    document,
    inspectionId: currentId,
    change,
    flush,
    saveState,
    signaturesCleared,
    dismissSignaturesCleared: useCallback(() => setSignaturesCleared(false), []),
  };
}
