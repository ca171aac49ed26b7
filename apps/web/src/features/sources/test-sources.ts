// Sources in the wire shape for tests of the source feature and screens.
import type { Source } from './api';

export const TEST_SOURCE_TYPE: Source['source_type'] = {
  id: 1,
  name_en: 'Union',
  name_de: 'Gewerkschaft',
  map_marker_color_default: '#aa0000',
  map_marker_color_selected: '#ff0000',
  map_marker_color_past: '#999999',
};

export function testSource(overrides: Partial<Source> & { id: number }): Source {
  const sourceType = overrides.source_type ?? TEST_SOURCE_TYPE;
  return {
    name: `Source ${overrides.id}`,
    country: 'DE',
    city: 'Köln',
    zip_code: null,
    street: null,
    house_number: null,
    source_type_id: sourceType.id,
    source_type: sourceType,
    topic_ids: [],
    description: 'An invented initiative.',
    url: null,
    public_contact: null,
    approval_status: 'approved',
    has_title_image: false,
    title_image_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
