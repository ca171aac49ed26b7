// What other features may use of the session (decision 015: features import each other only here).
export type { AccountProfile } from './session-api';
export { useSession, useSessionActions } from './session-context';
