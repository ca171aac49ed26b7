// Renders the toasts at the top of the screen; error toasts are red and announced assertively.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToToasts, type Toast } from './toast-store';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-3">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const isError = toast.kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      data-kind={toast.kind}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ring-1 ${
        isError ? 'bg-red-700 text-white ring-red-900/20' : 'bg-ink-900 text-white ring-black/10'
      }`}
    >
      <span aria-hidden="true" className="mt-0.5 text-base leading-none">
        {isError ? '⚠' : '✓'}
      </span>
      <p className="flex-1 whitespace-pre-line">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="-m-1 rounded-md p-1 leading-none opacity-80 hover:opacity-100"
        aria-label={t('toast.dismiss')}
      >
        ✕
      </button>
    </div>
  );
}
