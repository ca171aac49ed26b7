// Translates a message that arrives as English text (e.g. a server `detail`), spec §8: "All of
// these messages are translated before display". Texts the app does not know are shown as sent.
import type { i18n as I18n } from 'i18next';
import type { Messages } from './en';
import { messages } from './messages';

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

let keyByEnglishText: ReadonlyMap<string, string> | undefined;

function indexOf(english: Messages): ReadonlyMap<string, string> {
  keyByEnglishText ??= indexByText(english, '', new Map());
  return keyByEnglishText;
}

/**
 * Answers the translation of English messages into the shown language. The English texts are a chunk of their own
 * (i18n/messages.ts), loaded here on a German page; if they cannot load (offline before they were cached), messages
 * are shown as sent.
 */
export async function messageTranslator(i18n: I18n): Promise<(text: string) => string> {
  const index = await messages.load('en').then(indexOf, () => new Map<string, string>());
  return (text) => {
    const key = index.get(text);
    // The key is computed, so the typed t() cannot check it; it exists because it came from `en`.
    return key ? String(i18n.t(key as never)) : text;
  };
}
