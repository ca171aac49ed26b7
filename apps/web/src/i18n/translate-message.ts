// Translates a message that arrives as English text (e.g. a server `detail`), spec §8: "All of
// these messages are translated before display". Texts the app does not know are shown as sent.
import type { i18n as I18n } from 'i18next';
import { en } from './en';

type Tree = { readonly [key: string]: string | Tree };

function indexByText(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (!into.has(value)) into.set(value, path);
    } else indexByText(value, path, into);
  }
  return into;
}

const keyByEnglishText = indexByText(en, '', new Map());

export function translateMessage(i18n: I18n, text: string): string {
  const key = keyByEnglishText.get(text);
  // The key is computed, so the typed t() cannot check it; it exists because it came from `en`.
  return key ? String(i18n.t(key as never)) : text;
}
