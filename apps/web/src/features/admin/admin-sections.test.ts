import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import {
  ADMIN_SECTION_TITLE_KEYS,
  ADMIN_SECTIONS,
  adminSectionOf,
  DEFAULT_ADMIN_SECTION,
} from './admin-sections';

describe('admin sections', () => {
  it('opens the section the ?section= value names', () => {
    expect(adminSectionOf('feeds')).toBe('feeds');
    expect(adminSectionOf('excel-upload')).toBe('excel-upload');
  });

  it('opens Source approval for a missing or unknown value', () => {
    expect(DEFAULT_ADMIN_SECTION).toBe('source-approval');
    expect(adminSectionOf(null)).toBe('source-approval');
    expect(adminSectionOf('Feeds')).toBe('source-approval');
    expect(adminSectionOf('toString')).toBe('source-approval');
  });

  it('lists every section of spec §2 plus Feeds and Reports (issue 15), by their English names', () => {
    const names = ADMIN_SECTIONS.map((id) => {
      const [, , key] = ADMIN_SECTION_TITLE_KEYS[id].split('.') as [
        string,
        string,
        keyof typeof en.admin.section,
      ];
      return en.admin.section[key];
    });
    expect(names).toEqual([
      'Source Approval',
      'Feeds',
      'Admins',
      'Topics',
      'Source Types',
      'Event Types',
      'Information',
      'Files',
      'Statistics',
      'Maintenance',
      'Excel Upload',
      'Event Tagging',
      'Application Settings',
      'Reports',
    ]);
  });
});
