// Who may edit (PUT) and delete an event, as the server decides it (permissions.test.ts: "PUT
// /v1/event/{event_id}" is for the organising source's administrators and platform admins; decision
// 009). The event page shows its "Edit event" link and the edit screen lets in exactly these callers,
// so the link never leads to a screen that refuses.

/** The parts of the session (useSession) the rule reads. */
interface Caller {
  user: { admin: boolean } | undefined;
  administeredSourceIds: readonly number[];
}

export function mayEditEvent(session: Caller, organisingSourceId: number | null): boolean {
  if (organisingSourceId === null) return false;
  return session.user?.admin === true || session.administeredSourceIds.includes(organisingSourceId);
}
