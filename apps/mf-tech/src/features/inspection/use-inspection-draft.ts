import { useCallback, useEffect, useRef, useState } from 'react';
import { signedContent, type InspectionDocument } from '@irrigo/contracts';
import { deviceStoreProblemOf, type DeviceStoreProblem } from '../../device-store';
import { createLocalInspection, saveInspectionDocument } from '../../device-store/inspections/local-inspections';
import type { FormSection } from './form-sections';

/** At most this long between a keystroke and the device holding it. */
export const SAVE_DEBOUNCE_MS = 250;

export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; problem: DeviceStoreProblem };

/**
 * The document of a new inspection as the screen last had it, the section shown and the field that had the
 * focus, handed from /inspection to /inspection/<id> (the shell mounts that route's screen anew): what was
 * typed while the inspection was being created is not lost, and the technician stays in the same section
 * and keeps typing in the same box.
 */
export interface HandOver {
  document: InspectionDocument;
  section: FormSection;
  focusedId: string | null;
}

const handOver = new Map<string, HandOver>();

export function takeHandOver(id: string): HandOver | undefined {
  const taken = handOver.get(id);
  handOver.delete(id);
  return taken;
}

function hasSignature(document: InspectionDocument): boolean {
  return document.signatures.customer !== null || document.signatures.technician !== null;
}

interface DraftOptions {
  ownerId: string;
  /** null: a new inspection, created on the device at its first change (or first photo: ensureInspection). */
  inspectionId: string | null;
  initialDocument: InspectionDocument;
  readOnly: boolean;
  /** The section the screen shows now, handed over with the document when the new inspection gets its address. */
  section: FormSection;
  /**
   * The new inspection exists on the device (its document saved too) and may take its own address, which
   * mounts the screen anew: after its first save, and never while the address change is held.
   */
  onCreated?: (id: string) => void;
}

export interface InspectionDraft {
  document: InspectionDocument;
  /** null until a new inspection exists on the device. */
  inspectionId: string | null;
  change: (recipe: (draft: InspectionDocument) => void) => void;
  /**
   * The inspection's id, a new inspection being made on the device first (id, report number and the document
   * as it is now), once however often it is asked: what must name the inspection before its first change (a
   * photo's bytes and their upload) never names an inspection that is not there. Rejects when the device
   * store refused the inspection.
   */
  ensureInspection: () => Promise<string>;
  /**
   * Keeps a new inspection on this screen (no move to its own address, which mounts the screen anew) until
   * the returned release is called: the photo dialog holds it while open, so its camera and its files stay.
   */
  holdAddressChange: () => () => void;
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
 * run one after another, so an older document never lands after a newer one. A new inspection is made on
 * the device at its first change, or earlier when something must name it (ensureInspection), and moves to
 * its own address after the save that follows, unless a dialog holds it there.
 */
export function useInspectionDraft({ ownerId, inspectionId, initialDocument, readOnly, section, onCreated }: DraftOptions): InspectionDraft {
  const [document, setDocument] = useState(initialDocument);
  // An inspection opened from the device is saved there already; a new one is not, until its first change.
  const [saveState, setSaveState] = useState<SaveState>({ status: inspectionId === null ? 'idle' : 'saved' });
  const [signaturesCleared, setSignaturesCleared] = useState(false);
  const latest = useRef(initialDocument);
  const id = useRef(inspectionId);
  const dirty = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const creating = useRef<Promise<string> | null>(null);
  /** Made here and not yet moved to its own address (onCreated). */
  const addressPending = useRef(false);
  const holds = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const [currentId, setCurrentId] = useState(inspectionId);
  const onCreatedRef = useRef(onCreated);
  const sectionRef = useRef(section);
  useEffect(() => {
    onCreatedRef.current = onCreated;
    sectionRef.current = section;
  }, [onCreated, section]);

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

  const ensureInspection = useCallback((): Promise<string> => {
    if (id.current !== null) return Promise.resolve(id.current);
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
        addressPending.current = true;
        if (mounted.current) setCurrentId(row.id);
        // The device's copy is the screen's from the start, whatever was or was not typed.
        dirty.current = true;
        await writeLatest();
        return row.id;
      } catch (error) {
        setState({ status: 'failed', problem: deviceStoreProblemOf(error) });
        throw error;
      } finally {
        creating.current = null;
      }
    })();
    return creating.current;
  }, [ownerId, setState, writeLatest]);

  /** A new inspection made here takes its own address, with what the screen has now, unless that is held. */
  const moveToAddress = useCallback(() => {
    const created = id.current;
    if (!addressPending.current || created === null || holds.current > 0 || !mounted.current) return;
    addressPending.current = false;
    const active = globalThis.document?.activeElement;
    handOver.set(created, {
      document: latest.current,
      section: sectionRef.current,
      focusedId: active instanceof HTMLElement && active.id ? active.id : null,
    });
    onCreatedRef.current?.(created);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (id.current !== null) await writeLatest();
    else if (!dirty.current) return;
    else {
      try {
        await ensureInspection();
      } catch {
        // The save indicator says why; the next change or flush tries again.
        return;
      }
    }
    moveToAddress();
  }, [ensureInspection, moveToAddress, writeLatest]);

  const holdAddressChange = useCallback((): (() => void) => {
    holds.current += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds.current -= 1;
      if (holds.current === 0 && addressPending.current) void flush();
    };
  }, [flush]);

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
    ensureInspection,
    holdAddressChange,
    flush,
    saveState,
    signaturesCleared,
    dismissSignaturesCleared: useCallback(() => setSignaturesCleared(false), []),
  };
}
