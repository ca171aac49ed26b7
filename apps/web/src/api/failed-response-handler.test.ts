import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { clearLoading, isLoading, setLoading } from '../components/loading/loading-store';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import { i18n } from '../i18n';
import { messages } from '../i18n/messages';
import { ApiError, NoResponseError } from './api-error';
import { createApiClient } from './client';
import { handleFailedResponse } from './failed-response-handler';

const request = new Request('http://api.test/v1/event/1');
const answer = (status: number, body?: unknown) => new ApiError({ request, status, statusText: '', body });

function latestToast() {
  return getToasts().at(-1);
}

describe('handleFailedResponse', () => {
  const navigate = vi.fn();

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    navigate.mockClear();
  });
  afterEach(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
    clearLoading();
  });

  it('toasts the lost connection in red and clears the loading overlay', () => {
    setLoading('queries', true);
    handleFailedResponse(new NoResponseError(request, new TypeError('Failed to fetch')), { i18n, navigate });
    expect(latestToast()).toMatchObject({ kind: 'error', message: 'We lost connection to the mother ship.' });
    expect(isLoading()).toBe(false);
  });

  it('translates the toast into the current language', async () => {
    await i18n.changeLanguage('de');
    handleFailedResponse(new NoResponseError(request, new TypeError('Failed to fetch')), { i18n, navigate });
    expect(latestToast()?.message).toBe('Wir haben die Verbindung zum Mutterschiff verloren.');
  });

  it('replaces the page with not-found on 404 and internal-error on 422/5xx, in the current language', async () => {
    await i18n.changeLanguage('de');
    handleFailedResponse(answer(404), { i18n, navigate });
    handleFailedResponse(answer(503), { i18n, navigate });
    expect(navigate.mock.calls).toEqual([
      ['/de/error/not-found', { replace: true }],
      ['/de/error/internal-issues', { replace: true }],
    ]);
  });

  it('shows server messages, translated when the app knows them', async () => {
    await i18n.changeLanguage('de');
    await handleFailedResponse(answer(409, { detail: 'Something went wrong.' }), { i18n, navigate });
    expect(latestToast()?.message).toBe('Etwas ist schiefgelaufen.');
    await handleFailedResponse(
      answer(400, { detail: [{ msg: 'File missing' }, { msg: 'radius too big' }] }),
      {
        i18n,
        navigate,
      },
    );
    expect(latestToast()?.message).toBe('- Datei fehlt\n- radius too big');
  });

  it('does nothing for 410', () => {
    const before = getToasts().length;
    handleFailedResponse(answer(410), { i18n, navigate });
    expect(getToasts().length).toBe(before);
    expect(navigate).not.toHaveBeenCalled();
  });
});

// main.tsx asks for an event page's data while the first language's texts load (app/first-screen-data.ts): a failure
// can reach the handler before they are in.
describe('handleFailedResponse before the first language’s texts are in', () => {
  const navigate = vi.fn();
  afterEach(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  /** An i18next as the app starts it on a German page, whose texts come in when `arrive` is called. */
  function startingGerman() {
    let arrive = () => {};
    const textsArrive = new Promise<void>((resolve) => (arrive = resolve));
    const starting = i18next.createInstance();
    void starting
      .use({
        type: 'backend',
        init: () => undefined,
        read: (language: 'en' | 'de', _namespace: string, callback: (error: null, texts: object) => void) =>
          void textsArrive.then(() => messages.load(language)).then((texts) => callback(null, texts)),
      })
      .init({
        lng: 'de',
        fallbackLng: { de: [], default: ['en'] },
        supportedLngs: ['en', 'de'],
        initAsync: false,
      });
    return { starting, arrive };
  }

  it('toasts the lost connection in German once the texts are in, not the text’s key', async () => {
    const { starting, arrive } = startingGerman();
    const handled = handleFailedResponse(new NoResponseError(request, new TypeError('Failed to fetch')), {
      i18n: starting,
      navigate,
    });
    arrive();
    await handled;
    expect(latestToast()?.message).toBe('Wir haben die Verbindung zum Mutterschiff verloren.');
  });

  it('translates a server message into German once the texts are in', async () => {
    const { starting, arrive } = startingGerman();
    const handled = handleFailedResponse(answer(409, { detail: 'Something went wrong.' }), {
      i18n: starting,
      navigate,
    });
    arrive();
    await handled;
    expect(latestToast()?.message).toBe('Etwas ist schiefgelaufen.');
  });

  it('opens the error pages in the page’s language', () => {
    const { starting } = startingGerman();
    void handleFailedResponse(answer(404), { i18n: starting, navigate });
    expect(navigate).toHaveBeenCalledWith('/de/error/not-found', { replace: true });
  });
});

describe('createQueryClient', () => {
  it('sends a failed query through the handler unless the query handles errors itself', async () => {
    const failures: unknown[] = [];
    const queryClient = createQueryClient((error) => failures.push(error));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => Response.json({}, { status: 404 }),
    });
    const load = async () => (await client.GET('/health')).data;

    await queryClient.fetchQuery({ queryKey: ['a'], queryFn: load }).catch(() => {});
    await queryClient
      .fetchQuery({ queryKey: ['b'], queryFn: load, meta: { handlesErrors: true } })
      .catch(() => {});

    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(ApiError);
    expect((failures[0] as ApiError).status).toBe(404);
  });
});
