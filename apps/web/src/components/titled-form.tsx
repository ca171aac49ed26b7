// The panel of an admin form that adds or changes one entry (information links, taxonomy entries, files): a form
// named by its heading, so screen readers and tests find it by the title people see.
import type { FormEvent, ReactNode } from 'react';

export interface TitledFormProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function TitledForm({ title, onSubmit, children }: TitledFormProps) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-2xl border border-ink-100 bg-ink-50 p-4"
    >
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      {children}
    </form>
  );
}
