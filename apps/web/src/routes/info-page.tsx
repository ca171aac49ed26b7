// Information pages (spec §1 "Read information pages"): one screen renders nine texts in en and de,
// filled in with the operator's association settings.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../components/document-title';
import { TextPageLayout } from '../components/page-layouts';
import { useBriefWait } from '../components/use-brief-wait';
import { publicOrigin } from '../config';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '../constants';
import { useAssociation } from '../features/association/api';
import { InfoDocument, type InfoDocumentContext } from '../features/association/info-document';
import { PublicDocumentList } from '../features/documents/document-list';
import { usePagesText } from '../i18n/pages';
import type { AppLinkTarget, InfoPageName } from '../i18n/pages.en';
import { paths } from '../paths';

export type { InfoPageName } from '../i18n/pages.en';

// Every in-app link of the texts goes through paths.ts, so a moved route moves its links too.
const LINKS: Readonly<Record<AppLinkTarget, (language: Language) => string>> = {
  '': paths.home,
  events: paths.eventSearch,
  'event-list/1': (l) => paths.eventList(l, 1),
  sources: paths.sourceSearch,
  'sources/create': paths.sourceCreate,
  'administrated-sources': paths.administeredSources,
  login: paths.login,
  settings: paths.settings,
  alerts: paths.alerts,
  'alerts/add': paths.alertCreate,
  saved: paths.savedEntities,
  analysis: paths.analysis,
  about: paths.about,
  'source-info': paths.sourceInfo,
  'privacy-policy': paths.privacyPolicy,
  disclaimer: paths.disclaimer,
  contact: paths.contact,
  imprint: paths.imprint,
  contribute: paths.contribute,
  data: paths.data,
  help: paths.help,
};

export default function InfoPage({ page }: { page: InfoPageName }) {
  // The texts of the page's language are a chunk of their own (i18n/pages.ts): nothing shows until they are in.
  return (
    <Suspense fallback={null}>
      <InfoPageContent page={page} />
    </Suspense>
  );
}

function InfoPageContent({ page }: { page: InfoPageName }) {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const association = useAssociation();
  const texts = usePagesText(language);
  useDocumentTitle(texts.pages[page].title);
  // The texts name the association (header and footer asked for its settings at start): they are awaited a moment,
  // so no paragraph moves down when they arrive (issue 18: layout shift 0.12 on the About page); a slow answer gets
  // the placeholders.
  const isWaitingForSettings = useBriefWait(association.isPending);
  if (isWaitingForSettings) return null;

  const ctx: InfoDocumentContext = {
    settings: association.data,
    settingsFailed: association.isError,
    ui: texts.ui,
    linkTo: (target) => LINKS[target](language),
    origin: publicOrigin(),
  };
  return (
    <TextPageLayout>
      <InfoDocument text={texts.pages[page]} ctx={ctx} />
      {page === 'data' && <PublicDocumentList />}
    </TextPageLayout>
  );
}
