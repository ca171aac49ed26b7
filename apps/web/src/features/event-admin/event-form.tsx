// The event create and edit form (spec §2, §3 "Event", §5): required fields marked *, checks before
// sending, the server's 422 messages next to their fields, and the places picked on a map.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../api/field-errors';
import { CheckedFormFrame } from '../../components/checked-form-frame';
import { type PickerOption, type TopicPickerProps, TypeAndTopicsRow } from '../../components/choice-fields';
import { TextField } from '../../components/form-field';
import { useCheckedForm } from '../../components/use-checked-form';
import { type EventFormValues, eventFormProblems } from './event-form-values';
import { type AreaSliderProps, LocationPicker } from './location-picker';

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
  const form = useCheckedForm({
    initialValues: props.initialValues,
    check: eventFormProblems,
    serverErrors: props.serverErrors,
    onSubmit: props.onSubmit,
  });
  const { values, set, errorOf, text } = form;
  return (
    <CheckedFormFrame form={form} submitLabel={props.submitLabel} isSubmitting={props.isSubmitting}>
      <TextField {...text('name', t('eventAdmin.name'), true)} maxLength={300} />
      <TextField {...text('short_description', t('eventAdmin.shortDescription'))} maxLength={500} />
      <TextField {...text('description', t('eventAdmin.description'), true)} rows={6} maxLength={20_000} />
      <TypeAndTopicsRow
        type={{
          label: t('eventAdmin.eventType'),
          placeholder: t('eventAdmin.chooseEventType'),
          options: props.eventTypes,
          value: values.event_type_id,
          onChange: set('event_type_id'),
          error: errorOf('event_type_id'),
        }}
        topicPicker={props.renderTopicPicker({
          legend: `${t('eventAdmin.topics')} *`,
          selected: values.topic_ids,
          onChange: set('topic_ids'),
        })}
        topicsError={errorOf('topic_ids')}
      />
      <div className="grid gap-5 s:grid-cols-2">
        <TextField
          {...text('start_time', t('eventAdmin.startTime'), true)}
          type="datetime-local"
          hint={t('events.berlinTime')}
        />
        <TextField
          {...text('end_time', t('eventAdmin.endTime'))}
          type="datetime-local"
          hint={t('events.berlinTime')}
        />
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
    </CheckedFormFrame>
  );
}
