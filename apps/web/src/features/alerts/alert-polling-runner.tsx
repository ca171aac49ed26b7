// Runs alert polling while the app is open (spec §4): in one tab at a time, notifying of new events with
// the translated text; clicking the notification opens that alert's results. Saved sources are polled the
// same way (source-watches.ts); their notification opens the source.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { slugFor } from '../../slug';
import { subscribeToSaved } from '../saved';
import { showAlertNotification } from './alert-notification';
import { startAlertPoller } from './alert-poller';
import { readAlerts, subscribeToAlerts, updateStoredAlert } from './alert-store';
import { fetchNotifications, fetchSourceFutureEvents, fetchSourceName } from './api';
import { whileLeader } from './poll-leader';
import { loadSourceWatches, updateSourceWatch } from './source-watch-store';

export function AlertPollingRunner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  // The poller lives as long as the app; it reads the current language and router through these.
  const latest = useRef({ t, language, navigate });
  latest.current = { t, language, navigate };

  useEffect(
    () =>
      whileLeader(() => {
        const poller = startAlertPoller({
          load: readAlerts,
          update: updateStoredAlert,
          fetch: fetchNotifications,
          notify: (alert, count) => {
            const { t: translate, language: current, navigate: go } = latest.current;
            const path = paths.alertResults(current, alert.name);
            showAlertNotification(
              { text: translate('alerts.notification', { name: alert.name, count }), tag: alert.name, path },
              () => go(path),
            );
          },
        });
        const sourcePoller = startAlertPoller({
          load: loadSourceWatches,
          update: updateSourceWatch,
          fetch: fetchSourceFutureEvents,
          notify: (watch, count) => {
            fetchSourceName(watch.sourceId)
              .then((name) => {
                const { t: translate, language: current, navigate: go } = latest.current;
                const path = paths.sourceDetail(current, slugFor(watch.sourceId, name));
                showAlertNotification(
                  { text: translate('alerts.sourceNotification', { name, count }), tag: watch.name, path },
                  () => go(path),
                );
              })
              .catch((error: unknown) => console.info('The saved source could not be named', error));
          },
        });
        const unsubscribe = subscribeToAlerts(() => poller.reschedule());
        const unsubscribeSaved = subscribeToSaved(() => sourcePoller.reschedule());
        return () => {
          unsubscribe();
          unsubscribeSaved();
          poller.stop();
          sourcePoller.stop();
        };
      }),
    [],
  );
  return null;
}
