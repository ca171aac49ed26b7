// Alerts follow the account (DESIGN §4.3): at login (or on load with a stored session) the device's alerts
// are merged into the account's (union by name, the newer copy kept) and the device takes the result; the
// device's alerts the account could not take stay on the device. Logging out leaves them in place.
import { useEffect } from 'react';
import { showToast } from '../../components/toast/toast-store';
import { MAX_ALERTS_PER_USER } from '../../constants';
import { i18n } from '../../i18n';
import { useSession } from '../session';
import { readAlerts, writeAlerts } from './alert-store';
import { mergeAccountAlerts } from './api';
import { fromAccountAlert, type StoredAlerts } from './stored-alert';

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
        for (const alert of answer.alerts) merged[alert.name] = fromAccountAlert(alert, Date.now());
        // Polling state is the device's own: keep this device's seen and unseen ids and times of an alert it
        // already had, so a merge never notifies twice of the same events.
        for (const [name, alert] of Object.entries(merged)) {
          const own = readAlerts()[name];
          if (own !== undefined && own.updatedAt === alert.updatedAt) merged[name] = own;
        }
        for (const name of answer.not_merged) {
          const own = readAlerts()[name];
          if (own !== undefined) merged[name] = own;
        }
        writeAlerts(merged);
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
