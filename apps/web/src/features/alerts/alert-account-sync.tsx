// Alerts follow the account (DESIGN §4.3): at login (or on load with a stored session) the device's alerts
// are merged into the account's (union by name, the newer copy kept) and the device takes the result, with the
// events seen on either side seen on both; the device's alerts the account could not take stay on the device.
// Logging out leaves them in place.
import { useEffect } from 'react';
import { showToast } from '../../components/toast/toast-store';
import { MAX_ALERTS_PER_USER } from '../../constants';
import { i18n } from '../../i18n';
import { useSession } from '../session';
import { withSeenOf } from './alert-polling';
import { readAlerts, writeAlerts } from './alert-store';
import { mergeAccountAlerts, updateAccountAlert } from './api';
import { fromAccountAlert, type StoredAlert, type StoredAlerts } from './stored-alert';

export function AlertAccountSync() {
  const { isLoggedIn, user } = useSession();
  const userId = user?.id;

  useEffect(() => {
    if (!isLoggedIn || userId === undefined) return;
    let active = true;
    const device = readAlerts();
    mergeAccountAlerts(Object.values(device))
      .then((answer) => {
        if (!active) return;
        const merged: StoredAlerts = {};
        const seenHere: StoredAlert[] = [];
        for (const alert of answer.alerts) {
          const account = fromAccountAlert(alert, Date.now());
          const own = readAlerts()[alert.name];
          // Polling state is the device's own: keep this device's ids and times of an alert it already had, so a
          // merge never notifies twice of the same events. Seen is shared both ways: what was opened on another
          // device counts as seen here, and what was opened here goes back to the account.
          const kept = own !== undefined && own.updatedAt === account.updatedAt ? own : account;
          const here = withSeenOf(withSeenOf(kept, account), own ?? account);
          merged[alert.name] = here;
          // The union holds every id the account has seen, so a longer list means this device adds some.
          if (here.seenEventIds.length > alert.seen_event_ids.length) seenHere.push(here);
        }
        for (const name of answer.not_merged) {
          const own = readAlerts()[name];
          if (own !== undefined) merged[name] = own;
        }
        writeAlerts(merged);
        for (const alert of seenHere) {
          updateAccountAlert(alert.name, alert).catch((error: unknown) =>
            console.info(`Alert '${alert.name}' could not be updated on the account`, error),
          );
        }
        if (answer.not_merged.length > 0) {
          showToast('error', i18n.t('alerts.notMerged', { max: MAX_ALERTS_PER_USER }));
        }
      })
      .catch((error: unknown) => console.info('Alerts could not be merged with the account', error));
    return () => {
      active = false;
    };
  }, [isLoggedIn, userId]);
  return null;
}
