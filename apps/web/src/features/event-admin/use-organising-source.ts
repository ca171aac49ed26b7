// The source the event forms publish for (its name under the heading, its country as the form's default): from
// the session's own sources, or, for a platform admin acting for a source they do not administer, from its public
// record (GET /v1/source/{id} shows them pending sources too).
import { useSession } from '../session';
import { useOwnSources } from '../source-admin';
import { useSource } from '../sources';

export function useOrganisingSource(sourceId: number) {
  const session = useSession();
  const ownSources = useOwnSources(session.isLoggedIn);
  const ownSource = ownSources.data?.find((candidate) => candidate.id === sourceId);
  const otherSource = useSource(ownSources.isSuccess && ownSource === undefined ? sourceId : undefined);
  return ownSource ?? otherSource.data;
}
