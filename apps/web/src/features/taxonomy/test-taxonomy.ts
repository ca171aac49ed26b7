// Topics in the wire shape for tests of the screens that name or filter by them.
import type { Topic } from './api';

export function testTopic(id: number, nameEn: string, nameDe = nameEn): Topic {
  return { id, name_en: nameEn, name_de: nameDe };
}

/** Two topics most screen tests can share. */
export const TEST_TOPICS: readonly Topic[] = [
  testTopic(1, 'Work', 'Arbeit'),
  testTopic(2, 'Climate', 'Klima'),
];
