import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearLoading } from './src/components/loading/loading-store';
import { dismissToast, getToasts } from './src/components/toast/toast-store';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './src/constants';
import { i18n, i18nReady } from './src/i18n';
import { pagesTexts } from './src/i18n/pages';
import { accountMergeResponse } from './src/test/account-merges';
import { guardConsole } from './src/test/console-guard';
import './src/test/search-element';

// Screens load as lazy route chunks and typing into many fields is slow on a machine shared by many test runs:
// findBy/waitFor wait up to 10 s (Testing Library's default 1 s is too short there). Set here, once, because
// files share a worker's modules: a setting made in one file would leak into the next in whatever order they run.
configure({ asyncUtilTimeout: 10_000 });

// The app renders once its first language's texts are in (main.tsx); tests render at once, with both languages'
// texts loaded here, so switching language in a test is as immediate as in the app once a language has been shown.
// The same for the information pages' texts (a chunk per language, i18n/pages.ts): a page that suspends for them
// within a user event makes React warn that the event's act() was not awaited. The page waiting for them is the
// journeys' (e2e/info.e2e.ts, the language switch of e2e/account-language.e2e.ts).
beforeAll(async () => {
  await i18nReady;
  await i18n.loadLanguages([...SUPPORTED_LANGUAGES]);
  await Promise.all(SUPPORTED_LANGUAGES.map((language) => pagesTexts.load(language)));
});

// Before the hooks below, so that its check runs after them: a log while the page unmounts is the test's too.
guardConsole();

// The account merges a session's start sends are answered as the server would (src/test/account-merges.ts) even
// where a test's own fake fetch is not installed: cleanup() unmounting a logged-in screen flushes its effects, so
// the merges start just as afterEach below restores the fetch. Other requests go on as before.
const fetchOutsideFakes = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  return (await accountMergeResponse(request)) ?? fetchOutsideFakes(request);
};

// jsdom has no layout; the app scrolls to the top on every navigation.
window.scrollTo = vi.fn() as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// Test files share a worker's jsdom and modules (vite.config.ts: isolate: false), so every test leaves the
// page as the next one expects it: nothing rendered, stored, toasted or loading; real timers and globals; no
// clipboard or share sheet (jsdom has neither; user-event adds a clipboard stand-in); the first address; and
// the default language.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const toast of getToasts()) dismissToast(toast.id);
  clearLoading();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
