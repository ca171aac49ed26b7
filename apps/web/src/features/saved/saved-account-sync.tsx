// Saved items follow the account (DESIGN §4.3): at login (or on load with a stored session) the device's
// lists are merged into the account's and the union is kept on the device; while logged in, every save and
// unsave is sent. Logging out leaves the device's lists in place.
import { useEffect } from 'react';
import { api } from '../../api/client';
import type { JsonOk } from '../../api/wire-types';
import { useSession } from '../session';
import { getSavedIds, setSavedIds, subscribeToSaved } from './saved-store';

type Lists = JsonOk<'/v1/user/me/saved', 'get'>;

const deviceLists = (): Lists => ({
  saved_events: [...getSavedIds('events')],
  saved_sources: [...getSavedIds('sources')],
});
const sameLists = (a: Lists, b: Lists) => JSON.stringify(a) === JSON.stringify(b);

export function SavedAccountSync() {
  const { isLoggedIn, user } = useSession();
  const userId = user?.id;

  useEffect(() => {
    if (!isLoggedIn || userId === undefined) return;
    let active = true;
    let synced: Lists | undefined;
    const send = () => {
      const lists = deviceLists();
      if (synced === undefined || sameLists(lists, synced)) return;
      synced = lists;
      api.PUT('/v1/user/me/saved', { body: lists }).catch((error: unknown) => {
        console.info('Saved items could not reach the account; the next change sends them again', error);
        synced = undefined;
      });
    };
    const unsubscribe = subscribeToSaved(send);
    api
      .POST('/v1/user/me/saved/merge', { body: deviceLists() })
      .then(({ data }) => {
        if (!active || data === undefined) return;
        synced = { saved_events: data.saved_events, saved_sources: data.saved_sources };
        setSavedIds('events', data.saved_events);
        setSavedIds('sources', data.saved_sources);
      })
      .catch((error: unknown) => console.info('Saved items could not be merged with the account', error));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [isLoggedIn, userId]);
  return null;
}
