// The real session (spec §4 "Session"): restores a stored token on start, logs in, keeps the token
// fresh through the refresh scheduler and ends on logout or on a 401.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { abortTokenRequests } from '../../api/token-requests';
import type { Language } from '../../constants';
import { forgetPersonalCopies } from '../offline';
import { clearStoredToken, isTokenExpired, readStoredToken, storeToken } from './access-token';
import { createRefreshScheduler } from './refresh-scheduler';
import {
  type Account,
  alignLanguageAtLogin,
  endSessionOnServer,
  loadAccount,
  requestRefreshedToken,
  requestToken,
  saveAccountLanguage,
} from './session-api';
import type { Session, SessionActions } from './session-context';
import { unauthorizedMiddleware } from './unauthorized-middleware';

type State = { status: 'loggedOut' } | { status: 'restoring' } | { status: 'loggedIn'; account: Account };

/** A stored token that has not expired is restored; an expired one is dropped (logged out). */
function initialState(): State {
  const token = readStoredToken();
  if (token === undefined) return { status: 'loggedOut' };
  if (isTokenExpired(token, Date.now())) {
    clearStoredToken();
    return { status: 'loggedOut' };
  }
  return { status: 'restoring' };
}

export function useLiveSession(): { session: Session; actions: SessionActions } {
  const [state, setState] = useState<State>(initialState);
  const [scheduler] = useState(() =>
    createRefreshScheduler({ refresh: requestRefreshedToken, onRefreshed: storeToken }),
  );

  const queryClient = useQueryClient();
  const endSession = useCallback(() => {
    scheduler.stop();
    clearStoredToken();
    // Answers fetched with the token (own sources, internal contacts) must not outlive it on a
    // shared device; public data is simply fetched again.
    queryClient.clear();
    // The service worker's offline copies of those answers go too (issue 14).
    void forgetPersonalCopies();
    setState({ status: 'loggedOut' });
  }, [scheduler, queryClient]);
  // Logging out ends the token on the server too, once the calls still under way with it are aborted (they would
  // be answered 401); a refused token (401) only ends it here.
  const logout = useCallback(() => {
    const token = readStoredToken();
    abortTokenRequests();
    if (token !== undefined) endSessionOnServer(token);
    endSession();
  }, [endSession]);

  // Numbers each account load; only the newest one's answer is applied, so a reload after a
  // verification is not overwritten by the restore that was sent before it.
  const latestLoad = useRef(0);
  // Read by the restore effect without re-running it when the state changes.
  const restoring = useRef(state.status === 'restoring');
  // A language switched before the restore has answered: the account takes it once it is known.
  const languageChosenWhileRestoring = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (!restoring.current) return;
    let cancelled = false;
    const load = ++latestLoad.current;
    loadAccount().then(
      async (loaded) => {
        if (cancelled) return;
        const chosen = languageChosenWhileRestoring.current;
        languageChosenWhileRestoring.current = undefined;
        const account =
          chosen === undefined || chosen === loaded.profile.language
            ? loaded
            : await saveAccountLanguage(loaded, chosen);
        if (cancelled) return;
        restoring.current = false;
        if (load === latestLoad.current) setState({ status: 'loggedIn', account });
        scheduler.startAfterRestore();
      },
      (error: unknown) => {
        if (cancelled) return;
        restoring.current = false;
        // Only a refused token is dropped; without an answer the next start tries it again.
        if (error instanceof ApiError && error.status === 401) clearStoredToken();
        setState({ status: 'loggedOut' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [scheduler]);

  const isLoggedInOrRestoring = state.status !== 'loggedOut';
  useEffect(() => {
    if (!isLoggedInOrRestoring) return;
    const middleware = unauthorizedMiddleware(endSession);
    api.use(middleware);
    return () => api.eject(middleware);
  }, [isLoggedInOrRestoring, endSession]);

  useEffect(() => () => scheduler.stop(), [scheduler]);

  const login = useCallback(
    async (username: string, password: string) => {
      const token = await requestToken(username, password);
      storeToken(token);
      latestLoad.current += 1;
      try {
        const { account, language } = await alignLanguageAtLogin(await loadAccount());
        setState({ status: 'loggedIn', account });
        scheduler.startAfterLogin(token);
        return language;
      } catch (error) {
        clearStoredToken();
        throw error;
      }
    },
    [scheduler],
  );

  const reload = useCallback(async () => {
    if (readStoredToken() === undefined) return;
    const load = ++latestLoad.current;
    const account = await loadAccount();
    if (load !== latestLoad.current) return;
    setState((current) => (current.status === 'loggedOut' ? current : { status: 'loggedIn', account }));
  }, []);

  const account = state.status === 'loggedIn' ? state.account : undefined;
  const languageChosen = useCallback(
    (language: Language) => {
      if (restoring.current) {
        languageChosenWhileRestoring.current = language;
        return;
      }
      if (account === undefined || account.profile.language === language) return;
      void saveAccountLanguage(account, language).then((saved) =>
        setState((current) =>
          current.status === 'loggedIn' ? { status: 'loggedIn', account: saved } : current,
        ),
      );
    },
    [account],
  );
  const session = useMemo<Session>(
    () => ({
      isLoggedIn: account !== undefined,
      isRestoring: state.status === 'restoring',
      user: account && {
        id: account.profile.id,
        username: account.profile.username,
        admin: account.profile.admin,
      },
      administeredSourceIds: account?.administeredSourceIds ?? [],
      logout,
    }),
    [account, state.status, logout],
  );
  const actions = useMemo<SessionActions>(
    () => ({ profile: account?.profile, login, reload, languageChosen }),
    [account, login, reload, languageChosen],
  );
  return { session, actions };
}
