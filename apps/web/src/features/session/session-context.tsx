// Who is using the app (spec §4 "Session"). Until accounts land everyone is logged out; the
// accounts issue fills this provider (token restore, refresh, login, logout) behind the same shape.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ACCESS_TOKEN_NOTSET, STORAGE_KEY_ACCESS_TOKEN } from '../../constants';

export interface SessionUser {
  id: number;
  username: string;
  admin: boolean;
}

export interface Session {
  isLoggedIn: boolean;
  user: SessionUser | undefined;
  /** Ids of the sources the user administers (GET /v1/user/me/sources). */
  administeredSourceIds: readonly number[];
  /** Clears the token and the state; the caller then goes home (spec §2 "logout target"). */
  logout(): void;
}

function clearStoredToken(): void {
  localStorage.setItem(STORAGE_KEY_ACCESS_TOKEN, ACCESS_TOKEN_NOTSET);
}

export const LOGGED_OUT: Session = {
  isLoggedIn: false,
  user: undefined,
  administeredSourceIds: [],
  logout: clearStoredToken,
};

const SessionContext = createContext<Session>(LOGGED_OUT);

export function SessionProvider({ value, children }: { value?: Session; children: ReactNode }) {
  const session = useMemo(() => value ?? LOGGED_OUT, [value]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
