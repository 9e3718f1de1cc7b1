import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePadLibrary from 'signature_pad';
import styles from './signatures.module.css';

/** What a signing block asks of its pad. */
export interface SignaturePadControls {
  isEmpty: () => boolean;
  clear: () => void;
  /** The drawing as SVG, sized in CSS pixels. */
  toSVG: () => string;
}

export interface SignaturePadProps {
  /** Visible name of the drawing area ("Customer signature"), already translated. */
  label: string;
  /** Under the area: how to sign, and that a keyboard cannot. */
  hint: string;
  controls: Ref<SignaturePadControls | null>;
  /** Called after each stroke and on clear, with whether anything is drawn. */
  onDrawnChange?: (drawn: boolean) => void;
}

/**
 * A drawing area around signature_pad (field-libraries.md §6). Resizing a canvas wipes it, so when its box
 * changes (an iPad turned, the keyboard opening) the strokes are kept, the canvas is sized for the screen's
 * pixel density (at least 1) and the strokes drawn again. `touch-action: none` keeps scrolling and Apple
 * Pencil Scribble from taking the strokes.
 */
export function SignaturePad({ label, hint, controls, onDrawnChange }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const labelId = useId();
  const drawnChanged = useEffectEvent((drawn: boolean) => onDrawnChange?.(drawn));

  useImperativeHandle(
    controls,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      clear: () => {
        padRef.current?.clear();
        onDrawnChange?.(false);
      },
      toSVG: () => padRef.current?.toSVG() ?? '',
    }),
    [onDrawnChange],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePadLibrary(canvas, { penColor: '#12211d', minWidth: 0.8, maxWidth: 2.6 });
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (width === canvas.width && height === canvas.height) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const stroked = () => drawnChanged(!pad.isEmpty());
    pad.addEventListener('endStroke', stroked);
    padRef.current = pad;
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', stroked);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <div className={styles.padField}>
      <span id={labelId} className={styles.padLabel}>
        {label}
      </span>
      <canvas ref={canvasRef} className={styles.pad} role="img" aria-labelledby={labelId} aria-describedby={`${labelId}-hint`} />
      <p id={`${labelId}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
