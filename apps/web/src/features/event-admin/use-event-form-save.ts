// The event forms' save, creating and editing alike: the server's field errors go back to the form; a saved event
// is announced and its page opens.
import { useNavigate } from 'react-router';
import { useSaveOutcome } from '../../api/use-save-outcome';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { slugFor } from '../../slug';
import { useSaveEvent } from './api';
import { type EventFormValues, eventBodyOf } from './event-form-values';
import type { Event } from './types';

interface EventFormSave {
  /** undefined: a new event. */
  eventId: number | undefined;
  sourceId: number;
  /** The edited event's status, kept by the save; a new event has none yet. */
  status?: Event['status'];
  /** The toast after a save, in the page's language. */
  savedMessage: string;
}

export function useEventFormSave({ eventId, sourceId, status, savedMessage }: EventFormSave) {
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSaveEvent();
  const { serverErrors, settle } = useSaveOutcome();

  function submit(values: EventFormValues) {
    save.mutate(
      { id: eventId, body: eventBodyOf(values, sourceId, status) },
      {
        onSuccess: (outcome) =>
          settle(outcome, (event) => {
            showToast('success', savedMessage);
            void navigate(paths.eventDetail(language, slugFor(event.id, event.name)));
          }),
      },
    );
  }

  return { submit, isSubmitting: save.isPending, serverErrors };
}
