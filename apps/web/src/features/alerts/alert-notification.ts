// Spec §4 "Alert notification" in a browser: permission is asked from a user action only, and a notification
// is shown only when it was granted; otherwise the message is only logged.

/** Asks for permission when the user has not decided yet; call it from a click or a submit, never on load. */
export async function askNotificationPermission(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch (error) {
    console.info('Notification permission could not be asked', error);
  }
}

/** Shows `text`; clicking it brings the app forward and runs `onOpen` (the alert's results). */
export function showAlertNotification(text: string, tag: string, onOpen: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') {
    console.info(text);
    return;
  }
  const notification = new Notification(text, { tag });
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
  };
}

/** Spec §4: the 'event changed' handler exists and only logs. */
export function onEventChanged(eventId: number): void {
  console.info(`Event ${eventId} changed`);
}

/** Spec §4: the 'event starting soon' handler exists and only logs. */
export function onEventStartingSoon(eventId: number): void {
  console.info(`Event ${eventId} starts soon`);
}
