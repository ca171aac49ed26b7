// Route guards of spec §2 as pure checks; a failed guard redirects to home (router.tsx).

import { mayCreateEvent } from '../features/event-admin/may-create-event';
import type { Session } from '../features/session/session-context';
import { mayEditSource } from '../features/source-admin/may-edit-source';

export type GuardRequirement =
  | { kind: 'loggedIn' }
  | { kind: 'admin' }
  /** May create events for the source: its administrators and platform admins (may-create-event.ts). */
  | { kind: 'createsEvent'; sourceId: number | undefined }
  /**
   * May edit an event whose source is not known before loading it: a platform admin (the server lets
   * them edit any event) or the administrator of some source; the edit screen then checks the
   * loaded event's source (may-edit-event.ts).
   */
  | { kind: 'editsEvent' }
  /** May edit the source: its administrators and platform admins, as the server (may-edit-source.ts). */
  | { kind: 'editsSource'; sourceId: number | undefined };

export function isGuardSatisfied(requirement: GuardRequirement, session: Session): boolean {
  if (!session.isLoggedIn || session.user === undefined) return false;
  switch (requirement.kind) {
    case 'loggedIn':
      return true;
    case 'admin':
      return session.user.admin;
    case 'createsEvent':
      return mayCreateEvent(session, requirement.sourceId);
    case 'editsEvent':
      return session.user.admin || session.administeredSourceIds.length > 0;
    case 'editsSource':
      return mayEditSource(session, requirement.sourceId);
  }
}
