// Information pages (spec §1 "Read information pages"): one screen, nine texts in en and de.
import { useTranslation } from 'react-i18next';

export type InfoPageName =
  | 'about'
  | 'source-info'
  | 'privacy-policy'
  | 'disclaimer'
  | 'contact'
  | 'imprint'
  | 'contribute'
  | 'data'
  | 'help';

const TITLES: Record<'en' | 'de', Record<InfoPageName, string>> = {
  en: {
    about: 'About',
    'source-info': 'Sources',
    'privacy-policy': 'Privacy Policy',
    disclaimer: 'Disclaimer',
    contact: 'Contact',
    imprint: 'Imprint',
    contribute: 'Contribute',
    data: 'Data',
    help: 'Help',
  },
  de: {
    about: 'Über uns',
    'source-info': 'Quellen',
    'privacy-policy': 'Datenschutzerklärung',
    disclaimer: 'Haftungsausschluss',
    contact: 'Kontakt',
    imprint: 'Impressum',
    contribute: 'Mitmachen',
    data: 'Daten',
    help: 'Hilfe',
  },
};

export default function InfoPage({ page }: { page: InfoPageName }) {
  const { i18n } = useTranslation();
  const language = i18n.language?.startsWith('de') ? 'de' : 'en';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{TITLES[language][page]}</h1>
    </article>
  );
}
