// Issue 20: the admin page says which of the association's details still have their example values, by
// the environment key that sets each (the server's start log says the same).
import { useTranslation } from 'react-i18next';
import { useAssociation } from './api';

export function ExampleSettingsNotice() {
  const { t } = useTranslation();
  const { data } = useAssociation();
  const fields = data?.example_fields ?? [];
  if (fields.length === 0) return null;
  return (
    <section
      aria-labelledby="example-settings-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="example-settings-title" className="font-bold">
        {t('admin.exampleSettingsTitle')}
      </h2>
      <p className="mt-1 text-sm">{t('admin.exampleSettingsText')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {fields.map((field) => (
          <li key={field}>
            <code className="rounded bg-white px-1.5 py-0.5 text-sm">{`ASSOCIATION_${field.toUpperCase()}`}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
