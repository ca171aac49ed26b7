// Who is using the app (spec §4 "Session"). The provider runs the real session (use-live-session.ts)
// unless a test hands it a fixed one; screens read the state with useSession and act through
// useSessionActions.
import { createContext, type ReactNode, useContext } from 'react';
import type { Language } from '../../constants';
import { clearStoredToken } from './access-token';
import type { AccountProfile } from './session-api';
import { useLiveSession } from './use-live-session';

export interface SessionUser {
  id: number;
  username: string;
  admin: boolean;
}

export interface Session {
  isLoggedIn: boolean;
  /** A stored token is being checked on start; guards wait instead of sending the visitor home. */
  isRestoring?: boolean;
  user: SessionUser | undefined;
  /** Ids of the sources the user administers (GET /v1/user/me/sources). */
  administeredSourceIds: readonly number[];
  /** Clears the token and the state; the caller then goes home (spec §2 "logout target"). */
  logout(): void;
}

export interface SessionActions {
  /** The logged-in user's full profile (GET /v1/user/me): e-mail, language, verified, newsletter. */
  profile: AccountProfile | undefined;
  /**
   * Obtains a token, then loads the user and their sources; rejects with the API's error. Answers the
   * language to show from now on (the account's and the device's agree, issue 20).
   */
  login(username: string, password: string): Promise<Language>;
  /** Reads the user and their sources again, e.g. after a verification or an update. */
  reload(): Promise<void>;
  /**
   * The user switched the language on this device (header, menu): logged in, the account takes it
   * (issue 20); while a stored token is still being checked, once it is.
   */
  languageChosen(language: Language): void;
}

export const LOGGED_OUT: Session = {
  isLoggedIn: false,
  user: undefined,
  administeredSourceIds: [],
  logout: clearStoredToken,
};

const FIXED_ACTIONS: SessionActions = {
  profile: undefined,
  login: () => Promise.reject(new Error('this session is fixed')),
  reload: () => Promise.resolve(),
  languageChosen: () => undefined,
};

const SessionContext = createContext<Session>(LOGGED_OUT);
const SessionActionsContext = createContext<SessionActions>(FIXED_ACTIONS);

function LiveSessionProvider({ children }: { children: ReactNode }) {
  const { session, actions } = useLiveSession();
  return (
    <SessionContext.Provider value={session}>
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </SessionContext.Provider>
  );
}

export function SessionProvider({ value, children }: { value?: Session; children: ReactNode }) {
  if (value === undefined) return <LiveSessionProvider>{children}</LiveSessionProvider>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}
