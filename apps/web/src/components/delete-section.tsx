// The delete button at the foot of an edit form, asking first (spec §2: deleting a source or an event
// is confirmed).
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { dangerButtonClass } from './form-field';

export function DeleteSection({
  label,
  title,
  message,
  isPending,
  onConfirm,
}: {
  /** The button's and the confirmation's label, e.g. 'Delete event'. */
  label: string;
  title: string;
  message: string;
  isPending: boolean;
  onConfirm: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <div className="mt-10 border-t border-ink-100 pt-6">
        <button
          type="button"
          disabled={isPending}
          onClick={() => setConfirming(true)}
          className={dangerButtonClass}
        >
          {label}
        </button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={title}
        message={message}
        confirmLabel={label}
        onConfirm={onConfirm}
      />
    </>
  );
}
