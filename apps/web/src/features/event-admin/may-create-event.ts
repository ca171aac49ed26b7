// Who may create (POST /v1/event/new) an event for a source, as the server decides it
// (permissions.test.ts: "POST /v1/event/new" is for the organising source's administrators and
// platform admins; a platform admin may name any source the server knows). The 'Create Event' links
// and the create screen's guard follow this one rule, so a link never leads to a screen that refuses.

/** The parts of the session (useSession) the rule reads. */
interface Caller {
  user: { admin: boolean } | undefined;
  administeredSourceIds: readonly number[];
}

export function mayCreateEvent(session: Caller, organisingSourceId: number | undefined): boolean {
  if (organisingSourceId === undefined) return false;
  return session.user?.admin === true || session.administeredSourceIds.includes(organisingSourceId);
}
