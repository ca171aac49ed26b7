// The one place that decides whether the app runs in the native shell or a browser (decision 022).
import { browserPlatform } from './browser-platform';
import { createNativePlatform } from './native-platform';
import type { Platform } from './platform';

export type { AppNotification, Platform, ShareData, ShareOutcome } from './platform';

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/** The shell's bridge puts `Capacitor` on window before the app's first script runs. */
export function isNativeShell(win: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  const capacitor = (win as { Capacitor?: CapacitorGlobal } | undefined)?.Capacitor;
  return typeof capacitor?.isNativePlatform === 'function' && capacitor.isNativePlatform() === true;
}

export const platform: Platform = isNativeShell() ? createNativePlatform() : browserPlatform;
