// The help icon beside a source field (spec §2 "Source detail … with help icons"): a button that
// opens a small, dismissable explanation; keyboard and screen-reader accessible via React Aria.
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export function FieldHelp({ field, text }: { field: string; text: string }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button
        aria-label={t('sourceDetail.helpFor', { field })}
        className="ml-1.5 inline-grid size-6 place-items-center rounded-full border border-ink-200 align-middle text-xs font-bold text-ink-500 outline-none hover:border-ink-300 hover:text-ink-800 focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        ?
      </Button>
      <Popover
        placement="bottom start"
        className="max-w-72 rounded-xl border border-ink-100 bg-white p-3 shadow-lg"
      >
        <Dialog aria-label={field} className="text-sm text-ink-700 outline-none">
          {text}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
