import type { ReactNode } from 'react';
import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-timing.js';

export type ToastVariant = 'default' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  /** Heading, already translated. */
  title?: ReactNode;
  /** Body, already translated. */
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; defaults to the Toaster's 5000. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  /** False once dismissed: the toast animates out, then is removed after TOAST_REMOVE_DELAY_MS. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

interface ToastState {
  toasts: ToastEntry[];
}

/**
 * The page's toast queue. @irrigo/ui is a federation singleton, so a toast raised by any remote shows
 * in the shell's one <Toaster />.
 */
export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let lastId = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.setState((state) => ({ toasts: state.toasts.filter((entry) => entry.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast when called without an id. */
export function dismissToast(id?: string): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((entry) => {
      if (id !== undefined && entry.id !== id) return entry;
      scheduleRemoval(entry.id);
      return { ...entry, open: false };
    }),
  }));
}

function updateToast(id: string, options: ToastOptions): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((entry) => (entry.id === id ? { ...entry, ...options } : entry)),
  }));
}

/** Shows a toast; at most TOAST_LIMIT (1) at a time, so a new toast replaces the one on screen. */
export function toast(options: ToastOptions): ToastHandle {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(lastId);
  const entry: ToastEntry = { variant: 'default', ...options, id, open: true };
  useToastStore.setState((state) => ({ toasts: [entry, ...state.toasts].slice(0, TOAST_LIMIT) }));
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) };
}

/** The current toasts plus the toast and dismiss functions, for components. */
export function useToast(): { toasts: ToastEntry[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const toasts = useToastStore((state) => state.toasts);
  return { toasts, toast, dismiss: dismissToast };
}
