// Texte der installierbaren App: Offline-Hinweis, Offline-Kopien und Aktualisierung (Issue 14).
import type { offlineEn } from './offline.en';

export const offlineDe: { readonly [K in keyof typeof offlineEn]: string } = {
  offline:
    'Du bist offline. Gespeicherte Veranstaltungen und Quellen und die Seiten, die du geöffnet hast, bleiben lesbar; die Suche braucht eine Verbindung.',
  fetchedAt: 'Offline-Kopie, abgerufen am {{time}}. Sie kann sich seitdem geändert haben.',
  updateAvailable: 'Neue Inhalte verfügbar.',
  updateWouldLoseInput: 'Neue Inhalte verfügbar. Neu laden verwirft, was du ins Formular getippt hast.',
  reload: 'Neu laden',
  reloadAnyway: 'Trotzdem neu laden',
  later: 'Später',
};
