// The alert's "push while the app is closed" switch (issue 14, decision 027). Shown where the platform can push
// (browsers with the Push API; the native shell notifies locally instead). Turning it on asks for notification
// permission (a user action); a refusal is said, not thrown, and the alert keeps polling while the app is open.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast/toast-store';
import { MAX_ALERTS_PER_USER } from '../../constants';
import { useLanguage } from '../../i18n/use-language';
import { canPushAlerts, disableAlertPush, enableAlertPush, type PushToggleOutcome } from './alert-push';
import { usePushAlerts } from './push-alerts-store';
import type { StoredAlert } from './stored-alert';

const OUTCOME_TEXT = {
  denied: 'alerts.pushDenied',
  unsupported: 'alerts.pushUnsupported',
  limit: 'alerts.pushLimit',
  failed: 'alerts.pushFailed',
} as const satisfies Record<Exclude<PushToggleOutcome, 'on'>, string>;

export function AlertPushToggle({ alert }: { alert: StoredAlert }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pushed = usePushAlerts().includes(alert.name);
  const [busy, setBusy] = useState(false);
  if (!canPushAlerts()) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (pushed) {
        await disableAlertPush(alert.name);
        showToast('success', t('alerts.pushOff', { name: alert.name }));
        return;
      }
      const outcome = await enableAlertPush(alert, language);
      if (outcome === 'on') showToast('success', t('alerts.pushOn', { name: alert.name }));
      else showToast('error', t(OUTCOME_TEXT[outcome], { max: MAX_ALERTS_PER_USER }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <label className="mt-3 flex items-center gap-2 text-sm text-ink-800">
      <input
        type="checkbox"
        role="switch"
        aria-checked={pushed}
        className="h-4 w-4 accent-ink-900"
        checked={pushed}
        disabled={busy}
        aria-busy={busy}
        onChange={() => void toggle()}
      />
      {t('alerts.pushToggle')}
    </label>
  );
}
