// Texte des Verwaltungsbereichs Anwendungseinstellungen (Issue 15, Entscheidung 046).
import type { appSettingsEn } from './app-settings.en';

export const appSettingsDe: typeof appSettingsEn = {
  intro:
    'Die Umgebung des Servers gibt den ersten Wert jeder Einstellung vor. Ein hier gespeicherter Wert gilt stattdessen, auf allen Seiten und ohne Neustart; „Wert der Umgebung verwenden“ nimmt ihn zurück.',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
  association: 'Der Verein',
  associationIntro:
    'Erscheint in der Fußzeile, der Beschreibung des Logos, in „Über uns“, „Kontakt“ und im Impressum.',
  name: 'Name',
  address: 'Anschrift',
  representedBy: 'Vertreten durch',
  taxId: 'Steuernummer',
  email: 'E-Mail',
  donateUrl: 'Link zum Spenden',
  codeUrl: 'Link zum Code',
  translateUrl: 'Link zum Übersetzen',
  map: 'Kartenstil',
  mapIntro:
    'Die Karten zeichnen Straßen und Ortsnamen nach diesem MapLibre-Stil. Der Browser darf nur vom Server des Stils und den unten genannten Servern laden; Karten, die nach dem Speichern geöffnet werden, nutzen den neuen Stil.',
  styleUrl: 'Adresse des Stils',
  styleUrlHint: 'Eine http(s)-Adresse eines MapLibre-Stils, oder none für nur den Umriss Deutschlands.',
  tileHosts: 'Weitere Server des Stils',
  tileHostsHint:
    'Eine Adresse je Zeile: Kacheln, Schriften, Symbole oder eine PMTiles-Datei auf anderen Servern als dem des Stils.',
  fromEnvironment: 'Aus der Umgebung ({{key}}).',
  storedHere: 'Hier gespeichert. Die Umgebung gibt vor: {{value}}',
  nothing: 'nichts',
  useEnvironment: 'Wert der Umgebung verwenden',
  useEnvironmentNamed: 'Wert der Umgebung für {{name}} verwenden',
  styleInvalid: 'Bitte gib eine Webadresse ein, die mit http:// oder https:// beginnt, oder none.',
  save: 'Speichern',
  saved: 'Einstellungen gespeichert.',
};
