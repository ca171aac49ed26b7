// Spec §4 "Alert notification": permission is asked from a user action only, and a notification is shown
// only when it was granted; otherwise the message is only logged. The platform adapter shows it as a
// browser notification or, in the native shell, a local notification titled 'Demonstration'.
import { type AppNotification, platform } from '../../platform';

/** Asks for permission when the user has not decided yet; call it from a click or a submit, never on load. */
export function askNotificationPermission(): Promise<void> {
  return platform.askNotificationPermission();
}

/** Shows the notification; opening it runs `onOpen` (the alert's results, `notification.path`). */
export function showAlertNotification(notification: AppNotification, onOpen: () => void): void {
  void platform.notify(notification, onOpen);
}

/** Spec §4: the 'event changed' handler exists and only logs. */
export function onEventChanged(eventId: number): void {
  console.info(`Event ${eventId} changed`);
}

/** Spec §4: the 'event starting soon' handler exists and only logs. */
export function onEventStartingSoon(eventId: number): void {
  console.info(`Event ${eventId} starts soon`);
}
