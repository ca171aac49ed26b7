// Spec §2 screen "Admin area" (logged in AND admin, guarded in router.tsx): the section list beside the
// chosen section, each of them built (issue 15 replaced every 'In Progress').
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TwoColumnLayout } from '../components/page-layouts';
import {
  ADMIN_SECTION_PARAM,
  ADMIN_SECTION_TITLE_KEYS,
  ADMIN_SECTIONS,
  type AdminSection,
  adminSectionOf,
} from '../features/admin/admin-sections';
import { AdminsSection } from '../features/admin/admins-section';
import { EventTaggingSection } from '../features/admin/event-tagging-section';
import { ExcelUploadSection } from '../features/admin/excel-upload-section';
import { MaintenanceSection } from '../features/admin/maintenance-section';
import { ReportsSection } from '../features/admin/reports-section';
import { SourceApprovalSection } from '../features/admin/source-approval-section';
import { StatisticsSection } from '../features/admin/statistics-section';
import { ApplicationSettingsSection } from '../features/association/application-settings-section';
import { ExampleSettingsNotice } from '../features/association/example-settings-notice';
import { FilesSection } from '../features/documents/admin-section';
import { FeedsSection } from '../features/feeds/feeds-section';
import { InformationSection } from '../features/information-links/admin-section';
import { SourcePicker } from '../features/sources/source-picker';
import { EventTypesSection, SourceTypesSection, TopicsSection } from '../features/taxonomy/admin-section';
import { useTopics } from '../features/taxonomy/api';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';

/** Event Tagging picks from the public topic list and the sources (features do not import each other: composed here). */
function EventTagging() {
  const topics = useTopics();
  return (
    <EventTaggingSection
      topics={topics.data ?? []}
      renderSourcePicker={(props) => <SourcePicker {...props} />}
    />
  );
}

/** What each section shows. */
const SECTIONS: Record<AdminSection, ComponentType> = {
  'source-approval': SourceApprovalSection,
  feeds: FeedsSection,
  admins: AdminsSection,
  topics: TopicsSection,
  'event-types': EventTypesSection,
  'source-types': SourceTypesSection,
  reports: ReportsSection,
  information: InformationSection,
  statistics: StatisticsSection,
  maintenance: MaintenanceSection,
  'excel-upload': ExcelUpload,
  files: FilesSection,
  'event-tagging': EventTagging,
  'application-settings': ApplicationSettingsSection,
};

/** The import's topics and event types come from the taxonomy feature, its source picker from the sources feature (STYLE §3: the screen composes). */
function ExcelUpload() {
  const topics = useTopicOptions();
  const eventTypes = useEventTypeOptions();
  return (
    <ExcelUploadSection
      topics={topics.options}
      eventTypes={eventTypes.options}
      renderSourcePicker={(props) => <SourcePicker {...props} />}
    />
  );
}

export default function AdminScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const section = adminSectionOf(search.get(ADMIN_SECTION_PARAM));
  const Content = SECTIONS[section];

  // A keyboard or screen reader user who picks a section lands on its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(section);
  useEffect(() => {
    if (shown.current === section) return;
    shown.current = section;
    heading.current?.focus();
  }, [section]);

  return (
    <TwoColumnLayout
      aside={
        <nav aria-label={t('admin.sections')}>
          <h1 className="mb-3 text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.admin')}</h1>
          <ul className="flex flex-wrap gap-2 m:flex-col m:flex-nowrap m:gap-1">
            {ADMIN_SECTIONS.map((id) => (
              <li key={id}>
                <Link
                  to={`?${ADMIN_SECTION_PARAM}=${id}`}
                  aria-current={id === section ? 'page' : undefined}
                  className="block min-h-11 rounded-full border border-ink-200 bg-white px-4 py-2.5 text-sm font-semibold text-ink-800 hover:bg-ink-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 m:rounded-xl"
                >
                  {t(ADMIN_SECTION_TITLE_KEYS[id])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <ExampleSettingsNotice />
      <section aria-labelledby="admin-section-title" className="mt-6 grid gap-4">
        <h2
          id="admin-section-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 outline-none"
        >
          {t(ADMIN_SECTION_TITLE_KEYS[section])}
        </h2>
        <Content />
      </section>
    </TwoColumnLayout>
  );
}
