import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type MapProps, MapStandIn } from '../../components/map';
import { i18n } from '../../i18n';
import { oneTopicPicker } from '../../test/topic-picker-stub';
import { EventForm, type EventFormProps } from './event-form';
import { EMPTY_EVENT_FORM, type EventFormValues } from './event-form-values';

// jsdom has no WebGL: a stand-in map whose buttons pick fixed points, and which lists the markers
// and the circle it would draw.
const PICKS = [
  { lng: 13.37, lat: 52.51 },
  { lng: 13.41, lat: 52.52 },
  { lng: 13.45, lat: 52.5 },
];
function PickingMap({ ariaLabel, markers, onPick, perimeter }: MapProps) {
  return (
    <section aria-label={ariaLabel}>
      {PICKS.map((point, index) => (
        <button key={point.lng} type="button" onClick={() => onPick?.(point)}>
          {`pick ${index + 1}`}
        </button>
      ))}
      <p>{`markers: ${markers.map((marker) => `${marker.lng},${marker.lat}`).join(' ')}`}</p>
      {perimeter && <p>{`circle: ${perimeter.radiusKm} km around ${perimeter.center.lng}`}</p>}
    </section>
  );
}

function renderForm(overrides: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn<(values: EventFormValues) => void>();
  render(
    <MapStandIn value={PickingMap}>
      <EventForm
        initialValues={EMPTY_EVENT_FORM}
        eventTypes={[
          { value: 1, label: 'March' },
          { value: 2, label: 'Vigil' },
        ]}
        defaultCountry="DE"
        submitLabel="Create Event"
        isSubmitting={false}
        serverErrors={{}}
        onSubmit={onSubmit}
        renderTopicPicker={oneTopicPicker({ id: 5, name: 'Climate' })}
        renderAreaSlider={({ value, onChange }) => (
          <button type="button" onClick={() => onChange(value + 3)}>
            {`radius ${value}`}
          </button>
        )}
        {...overrides}
      />
    </MapStandIn>,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Event Name *'), 'Klimastreik');
  await user.type(screen.getByLabelText('Description *'), 'Walk with us.');
  await user.selectOptions(screen.getByLabelText('Event Type *'), 'March');
  await user.click(screen.getByLabelText('Climate'));
  await user.type(screen.getByLabelText('Start Time *'), '2030-06-14T14:00');
}

describe('EventForm', () => {
  it('marks the required fields with * and names each missing one instead of sending', async () => {
    void i18n.changeLanguage('en');
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the marked fields.');
    for (const label of ['Event Name *', 'Description *', 'Event Type *', 'Start Time *']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill in this field.');
    }
    expect(screen.getByLabelText('Short Description')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('adds clicked places in order, first as assembly point, and sends them after reordering and removing', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'pick 1' }));
    await user.click(screen.getByRole('button', { name: 'pick 2' }));
    await user.click(screen.getByRole('button', { name: 'pick 3' }));
    const places = screen.getAllByRole('group', { name: /^Location \d/ });
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveAccessibleName(/Location 1 Assembly point/);
    expect(screen.getByText('circle: 2 km around 13.37')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move location 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove location 3' }));
    await user.type(
      within(screen.getAllByRole('group', { name: /^Location \d/ })[0] as HTMLElement).getByLabelText('City'),
      'Berlin',
    );
    expect(screen.getByText('markers: 13.41,52.52 13.37,52.51')).toBeInTheDocument();
    expect(screen.getByText('circle: 2 km around 13.41')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.locations.map(({ lng, lat, city, country }) => ({ lng, lat, city, country }))).toEqual([
      { lng: 13.41, lat: 52.52, city: 'Berlin', country: 'DE' },
      { lng: 13.37, lat: 52.51, city: '', country: 'DE' },
    ]);
    expect(values).toMatchObject({ name: 'Klimastreik', event_type_id: 1, topic_ids: [5] });
  });

  it('sizes the circle around the assembly point with the slider', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'pick 1' }));
    await user.click(screen.getByRole('button', { name: 'radius 2' }));
    expect(screen.getByText('circle: 5 km around 13.37')).toBeInTheDocument();
  });

  it('refuses an end before the start', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('End Time'), '2030-06-14T13:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('End Time')).toHaveAccessibleDescription(
      'The end cannot be before the start.',
    );
  });

  it("shows the server's 422 messages next to their fields", () => {
    renderForm({ serverErrors: { url: 'Not a web address.', '': 'Something is off.' } });
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('Not a web address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Something is off.');
  });

  it('is labelled in German', async () => {
    await i18n.changeLanguage('de');
    renderForm({ submitLabel: 'Veranstaltung erstellen' });
    expect(screen.getByLabelText('Name der Veranstaltung *')).toBeInTheDocument();
    expect(screen.getByText('Noch kein Ort gewählt.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
