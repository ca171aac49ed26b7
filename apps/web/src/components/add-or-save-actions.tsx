// The buttons under a form that adds an entry or changes one (the admin's information links and taxonomy): Add,
// or Save and Cancel while an entry is being changed.
import { primaryButtonClass } from './form-field';

export interface AddOrSaveActionsProps {
  isEditing: boolean;
  isPending: boolean;
  addLabel: string;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

export function AddOrSaveActions(props: AddOrSaveActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={props.isPending} className={primaryButtonClass}>
        {props.isEditing ? props.saveLabel : props.addLabel}
      </button>
      {props.isEditing && (
        <button
          type="button"
          onClick={props.onCancel}
          className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-50"
        >
          {props.cancelLabel}
        </button>
      )}
    </div>
  );
}
