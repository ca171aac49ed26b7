// Spec §2 "Admin area sections", plus Feeds (issue 5 "Operators"). The section shown is the
// ?section= value, so each section has an address and Back returns to the previous one.
export const ADMIN_SECTIONS = [
  'source-approval',
  'feeds',
  'admins',
  'topics',
  'source-types',
  'event-types',
  'information',
  'files',
  'statistics',
  'maintenance',
  'excel-upload',
  'event-tagging',
  'application-settings',
  'reports',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'source-approval';
export const ADMIN_SECTION_PARAM = 'section';

export function isAdminSection(value: string): value is AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value);
}

/** The section a ?section= value names; a missing or unknown value opens the first one. */
export function adminSectionOf(value: string | null): AdminSection {
  return value !== null && isAdminSection(value) ? value : DEFAULT_ADMIN_SECTION;
}

/** The i18n key of a section's name. */
export const ADMIN_SECTION_TITLE_KEYS = {
  'source-approval': 'admin.section.sourceApproval',
  feeds: 'admin.section.feeds',
  admins: 'admin.section.admins',
  topics: 'admin.section.topics',
  'source-types': 'admin.section.sourceTypes',
  'event-types': 'admin.section.eventTypes',
  information: 'admin.section.information',
  files: 'admin.section.files',
  statistics: 'admin.section.statistics',
  maintenance: 'admin.section.maintenance',
  'excel-upload': 'admin.section.excelUpload',
  'event-tagging': 'admin.section.eventTagging',
  'application-settings': 'admin.section.applicationSettings',
  reports: 'admin.section.reports',
} as const satisfies Record<AdminSection, `admin.section.${string}`>;
