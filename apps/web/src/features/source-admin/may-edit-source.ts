// Who may edit (PUT) and delete a source, as the server decides it (permissions.test.ts: "PUT
// /v1/source/{source_id}" is for the source's administrators and platform admins). The source page
// shows its "Edit Source" link and the edit screen's guard lets in exactly these callers, so the link
// never leads to a screen that refuses (as may-edit-event.ts does for events).

/** The parts of the session (useSession) the rule reads. */
interface Caller {
  user: { admin: boolean } | undefined;
  administeredSourceIds: readonly number[];
}

export function mayEditSource(session: Caller, sourceId: number | undefined): boolean {
  if (sourceId === undefined) return false;
  return session.user?.admin === true || session.administeredSourceIds.includes(sourceId);
}
