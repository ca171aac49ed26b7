// Toasts live outside React so that non-React code (the global API failure handler) can raise
// them. Each toast removes itself after TOAST_DURATION_MS (spec §2 "Loading and toasts").
import { TOAST_DURATION_MS } from '../../constants';

export type ToastKind = 'error' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast, unless the same one is showing: two screens reading one failed call (an errored query is asked
 * again when another screen mounts) or two searches failing offline would otherwise stack the same words. The shown
 * one keeps its own time, so a repeat never holds it longer.
 */
export function showToast(kind: ToastKind, message: string): number {
  const showing = toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (showing) return showing.id;
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
