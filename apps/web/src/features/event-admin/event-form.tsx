// The event create and edit form (spec §2, §3 "Event", §5): required fields marked *, checks before
// sending, the server's 422 messages next to their fields, and the places picked on a map.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../api/field-errors';
import {
  IdSelectField,
  type PickerOption,
  PickerWithError,
  type TopicPickerProps,
} from '../../components/choice-fields';
import { primaryButtonClass, TextField } from '../../components/form-field';
import { type EventField, type EventFormValues, eventFormProblems } from './event-form-values';
import { type AreaSliderProps, LocationPicker } from './location-picker';

type TextFieldName = {
  [K in EventField]: EventFormValues[K] extends string ? K : never;
}[EventField];

export interface EventFormProps {
  initialValues: EventFormValues;
  eventTypes: readonly PickerOption[];
  defaultCountry: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's 422 messages by wire field name ('' for the form as a whole). */
  serverErrors: FieldErrors;
  onSubmit: (values: EventFormValues) => void;
  /** Composed by the screen from other features (STYLE §3): the topic picker and the radius slider. */
  renderTopicPicker: (props: TopicPickerProps) => ReactNode;
  renderAreaSlider: (props: AreaSliderProps) => ReactNode;
}

export function EventForm(props: EventFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initialValues);
  const [isChecked, setChecked] = useState(false);
  const problems = isChecked ? eventFormProblems(values) : {};
  const errorOf = (field: EventField | 'locations'): string | undefined => {
    const problem = field === 'locations' ? undefined : problems[field];
    return problem !== undefined ? t(`formProblems.${problem}`) : props.serverErrors[field];
  };
  const set =
    <K extends keyof EventFormValues>(field: K) =>
    (value: EventFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const text = (field: TextFieldName, label: string, isRequired = false) => ({
    label,
    isRequired,
    value: values[field],
    onChange: set(field),
    error: errorOf(field),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(eventFormProblems(values)).length > 0) return;
    props.onSubmit(values);
  }

  const hasProblems = Object.keys(problems).length > 0;
  const formError = props.serverErrors[''];
  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <p className="text-sm text-ink-500">{t('forms.required')}</p>
      <TextField {...text('name', t('eventAdmin.name'), true)} maxLength={300} />
      <TextField {...text('short_description', t('eventAdmin.shortDescription'))} maxLength={500} />
      <TextField {...text('description', t('eventAdmin.description'), true)} rows={6} maxLength={20_000} />
      <div className="grid gap-5 s:grid-cols-2">
        <IdSelectField
          label={t('eventAdmin.eventType')}
          placeholder={t('eventAdmin.chooseEventType')}
          options={props.eventTypes}
          value={values.event_type_id}
          onChange={set('event_type_id')}
          isRequired
          error={errorOf('event_type_id')}
        />
        <PickerWithError
          picker={props.renderTopicPicker({
            legend: `${t('eventAdmin.topics')} *`,
            selected: values.topic_ids,
            onChange: set('topic_ids'),
          })}
          error={errorOf('topic_ids')}
        />
      </div>
      <div className="grid gap-5 s:grid-cols-2">
        <TextField {...text('start_time', t('eventAdmin.startTime'), true)} type="datetime-local" />
        <TextField {...text('end_time', t('eventAdmin.endTime'))} type="datetime-local" />
      </div>
      <TextField {...text('url', t('eventAdmin.url'))} type="url" maxLength={2000} />
      <TextField {...text('raw_location', t('eventAdmin.rawLocation'))} maxLength={500} />
      <div className="grid gap-5 s:grid-cols-2">
        <TextField {...text('raw_participants', t('eventAdmin.rawParticipants'))} maxLength={200} />
        <TextField {...text('raw_organiser', t('eventAdmin.rawOrganiser'))} maxLength={300} />
      </div>
      <LocationPicker
        locations={values.locations}
        onChange={set('locations')}
        defaultCountry={props.defaultCountry}
        renderAreaSlider={props.renderAreaSlider}
        error={errorOf('locations')}
      />
      {(hasProblems || formError !== undefined) && (
        <p role="alert" className="font-medium text-red-700">
          {formError ?? t('formProblems.checkFields')}
        </p>
      )}
      <div>
        <button type="submit" disabled={props.isSubmitting} className={primaryButtonClass}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
