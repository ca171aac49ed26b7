// The form tests' topic picker (the real one comes from the taxonomy feature and reads its cache): one topic as a
// checkbox under the form's legend, which picks just that topic. A render function, as the forms call it.
import type { TopicPickerProps } from '../components/choice-fields';

export function oneTopicPicker(topic: { id: number; name: string }) {
  return ({ legend, selected, onChange }: TopicPickerProps) => (
    <fieldset>
      <legend>{legend}</legend>
      <label>
        <input type="checkbox" checked={selected.includes(topic.id)} onChange={() => onChange([topic.id])} />
        {topic.name}
      </label>
    </fieldset>
  );
}
