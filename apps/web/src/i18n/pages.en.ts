// English texts of the information pages (spec §1 "Read information pages"), and the document model
// both languages share. Pages are plain data: values the operator configures (association name,
// tax ID, links) and in-app links are placeholders the info page resolves when it renders.

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

/** Association settings shown as text (GET /v1/settings/association). */
export type TextSetting =
  | 'name'
  | 'address'
  | 'represented_by'
  | 'tax_id'
  | 'data_licence'
  | 'api_client_version';
/** Association settings that are links. */
export type LinkSetting = 'donate_url' | 'code_url' | 'translate_url' | 'api_docs_url';
/** In-app pages the texts link to: the path after the language segment (spec §2 route table). */
export type AppLinkTarget =
  | InfoPageName
  | ''
  | 'events'
  | 'event-list/1'
  | 'sources'
  | 'sources/create'
  | 'administrated-sources'
  | 'login'
  | 'settings'
  | 'alerts'
  | 'alerts/add'
  | 'saved'
  | 'analysis';
/** The export feeds of spec §7 "Export links". */
export type FeedKind = 'ics' | 'rss' | 'geojson';

export type Inline =
  | string
  | { strong: string }
  | { code: string }
  /** The value of an association setting. */
  | { setting: TextSetting }
  /** A link inside the app, in the current language. */
  | { to: AppLinkTarget; text: string }
  /** A link to another site, or to a server page outside the app such as /api/openapi.json. */
  | { href: string; text: string }
  /** A link whose target is an association setting. */
  | { hrefSetting: LinkSetting; text: string }
  /** The association's e-mail address, obfuscated until the reader interacts with it. */
  | { mail: string; subject?: string }
  /** A subscription link to an export feed (webcal:// or feed://). */
  | { feed: FeedKind; text: string }
  /** The plain https address of an export feed, for pasting into other tools. */
  | { feedUrl: FeedKind };

/** A run of text: a plain string or a mix of text and placeholders. */
export type Rich = string | Inline[];

export type Block =
  | Rich
  | { list: Rich[] }
  | { steps: Rich[] }
  | { facts: { term: string; value: Rich }[] }
  | { faq: { question: string; answer: Rich[] }[] };

export interface PageSection {
  heading: string;
  blocks: Block[];
}

export interface InfoPageText {
  title: string;
  lead: Rich;
  sections: PageSection[];
}

export interface PagesText {
  ui: {
    /** Shown in place of a setting while the settings load. */
    loading: string;
    /** Shown in place of a setting when the settings cannot be loaded. */
    unavailable: string;
    /** Announced for links that leave the site. */
    externalLink: string;
  };
  pages: Record<InfoPageName, InfoPageText>;
}

const LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/deed.en';

export const pagesEn: PagesText = {
  ui: {
    loading: 'loading…',
    unavailable: '(not available right now)',
    externalLink: '(opens another website)',
  },
  pages: {
    about: {
      title: 'About',
      lead: [
        'Assembly Finder is run by ',
        { setting: 'name' },
        ', a small non-profit association. We want to make civil society more visible: the demonstrations, strikes, marches and assemblies that happen near you, every day.',
      ],
      sections: [
        {
          heading: 'Why we do this',
          blocks: [
            'Every week, thousands of people in Germany take to the streets for what matters to them – for climate protection, fair wages, peace, their neighbourhood or against a planned motorway. Most of these assemblies are registered with the authorities, but hardly anyone learns about them in advance unless they already belong to the group that organises them.',
            'Assembly Finder brings them together in one place, on a map and in a searchable list, so that anyone can see what is going on around them, join in, or simply understand what moves people in their city.',
          ],
        },
        {
          heading: 'Where the events come from',
          blocks: [
            'Most events are crawled or imported from public government sources, mostly in Germany – for example the lists of registered assemblies that many cities and assembly authorities publish.',
            {
              list: [
                'We crawl all our sources once every hour.',
                'When an event we already hold changes at its source – a new time, a new route, a new place – we try to detect the change and update the event.',
                'When a source cancels or removes an event, we delete it as well. Its link then says that the event is gone and suggests similar events.',
              ],
            },
            [
              'Organisations can also publish their events themselves: any initiative, union, association or group can register as a source and add its own events. ',
              { to: 'source-info', text: 'Read how sources work' },
              '.',
            ],
          ],
        },
        {
          heading: 'No moderation, no filter',
          blocks: [
            'We do not moderate or filter the data. What an authority publishes or a source submits appears as it is – we do not choose which causes are shown. An event listed here is not an endorsement by us, and a missing event is not a judgement either.',
            [
              'If something is wrong or clearly unlawful, please report the event from its page or ',
              { to: 'contact', text: 'contact us' },
              '.',
            ],
          ],
        },
        {
          heading: 'Open data and a public API',
          blocks: [
            [
              'All data is open and licensed under ',
              { href: LICENCE_URL, text: 'CC BY-SA 4.0' },
              '. You may use, share and adapt it, also commercially, as long as you name the source and share your adaptations under the same licence.',
            ],
            [
              'A public API with documentation lets you build on the data – for research, journalism or your own app. The ',
              { to: 'data', text: 'Data page' },
              ' explains the licence, the API and the feeds you can subscribe to.',
            ],
            [
              'The app itself is open source. If you want to help, see ',
              { to: 'contribute', text: 'Contribute' },
              '.',
            ],
          ],
        },
      ],
    },

    'source-info': {
      title: 'Sources',
      lead: 'A source is an organisation that publishes events: an initiative, a union, an association, a party, a church congregation, a student council – or an authority whose public list of assemblies we crawl.',
      sections: [
        {
          heading: 'What a source is',
          blocks: [
            'Every event on Assembly Finder belongs to exactly one source, its organiser. A source has a public profile with its name, place, type, topics, a short description, a logo and, if it wishes, a public point of contact. On that profile you find all of its upcoming and past events.',
            'Some sources are crawled automatically from official lists. Others are organisations that registered themselves and publish their own events.',
          ],
        },
        {
          heading: 'Registering your organisation',
          blocks: [
            {
              steps: [
                [
                  { to: 'login', text: 'Create an account' },
                  ' and confirm your e-mail address with the link we send you.',
                ],
                [
                  'Open ',
                  { to: 'sources/create', text: 'Create Source' },
                  ' and fill in the form. Required fields are marked with *: source name, country, city, source type, topics, description, an image or logo, and an internal point of contact.',
                ],
                'The internal point of contact is an e-mail address we use only to reach you about the source. It is never shown publicly. If people should be able to contact you, add a public point of contact as well.',
                'Submit the form. Your source now waits for approval.',
              ],
            },
          ],
        },
        {
          heading: 'Approval',
          blocks: [
            'Before a new source goes public we check that it complies with our guidelines. This can take up to three days.',
            {
              list: [
                'The source is a real organisation or group and describes itself truthfully.',
                'Its events are public, peaceful assemblies, strikes, marches or similar gatherings.',
                'It does not call for violence, spread hatred against people or break the law.',
              ],
            },
            [
              'We do not judge political positions. If you have questions about an approval, ',
              { to: 'contact', text: 'contact us' },
              '.',
            ],
          ],
        },
        {
          heading: 'Publishing events',
          blocks: [
            [
              'Once your source is approved, open ',
              { to: 'administrated-sources', text: 'Administered Sources' },
              ', choose your source and create an event. Required fields are the event name, description, start time, event type and topics. Add one or more locations – for a march, add them in the order of the route; the first location is used for the map marker, for alerts and for nearby events.',
            ],
            'You can edit your events at any time. People who saved your source or whose alerts match the event learn about it.',
            'You can share the work: add co-administrators by their e-mail address in the source form. Every administrator can edit the source and its events, and add or remove other administrators.',
          ],
        },
        {
          heading: 'Saving a source',
          blocks: [
            'Press Save on a source’s page to follow it. Saved sources are listed under Saved, and the app lets you know about the source’s future events. Your saved sources are kept on your device; no account is needed.',
            [{ to: 'sources', text: 'Find sources' }, ' by type, topic or place.'],
          ],
        },
      ],
    },

    'privacy-policy': {
      title: 'Privacy Policy',
      lead: 'Assembly Finder is built to need as little personal data as possible. You can search, save events and set alerts without an account, and we do not track you.',
      sections: [
        {
          heading: 'Who is responsible',
          blocks: [
            [
              'The controller under the General Data Protection Regulation (GDPR) is ',
              { setting: 'name' },
              ', ',
              { setting: 'address' },
              ', represented by ',
              { setting: 'represented_by' },
              '. You can reach us at ',
              { mail: 'our e-mail address', subject: 'Privacy' },
              ' or through the ',
              { to: 'contact', text: 'Contact page' },
              '.',
            ],
          ],
        },
        {
          heading: 'What stays on your device',
          blocks: [
            'The app keeps these values in your browser’s local storage (or the storage of the mobile app). They never leave your device unless noted.',
            {
              facts: [
                { term: 'language', value: 'The language you chose, so the app opens in it next time.' },
                {
                  term: 'access_token',
                  value:
                    'Only while you are logged in: the token that proves your login to the server. When you log out it is reset to NOTSET.',
                },
                { term: 'savedEvents', value: 'The ids of the events you saved.' },
                { term: 'savedSources', value: 'The ids of the sources you saved.' },
                {
                  term: 'alerts',
                  value:
                    'Your alerts: their names, search criteria (keyword, topics, types, address or perimeter) and which of the found events you have already seen. To check an alert, the app sends its search criteria to the server; the server answers and does not store them.',
                },
                {
                  term: 'notificationsAvailable',
                  value: 'Whether an alert has unseen events, which shows the badge on Alerts.',
                },
              ],
            },
            'The installed app also keeps a copy of its own files and of pages you opened, so that it works offline. You can remove all of this by clearing the site data in your browser or uninstalling the app.',
          ],
        },
        {
          heading: 'What the server keeps',
          blocks: [
            {
              facts: [
                {
                  term: 'Your account',
                  value:
                    'If you register: your username, your e-mail address, your password as a salted hash (never the password itself), your language, whether your e-mail address is verified and whether you want the newsletter. Legal basis: Art. 6 (1) (b) GDPR; for the newsletter, your consent under Art. 6 (1) (a) GDPR, which you can withdraw in Settings at any time.',
                },
                {
                  term: 'Sources you administer',
                  value:
                    'The sources and events you create or edit, with you listed as their administrator, and the internal point of contact you give us. Source and event details other than the internal contact are public open data.',
                },
                {
                  term: 'Reports',
                  value:
                    'When you report an event or send us feedback, we keep your message and the event it concerns until the matter is settled.',
                },
                {
                  term: 'Request logs',
                  value:
                    'Like every web server, ours writes a technical log of requests (time, path, IP address, a request id) to find errors and fend off attacks. It is not used for anything else and is deleted regularly. Legal basis: Art. 6 (1) (f) GDPR.',
                },
              ],
            },
          ],
        },
        {
          heading: 'No tracking',
          blocks: [
            {
              list: [
                'We use no analytics or tracking services, ours or anyone else’s.',
                'We set no cookies for tracking or advertising. Your login lives in local storage, not in a cookie.',
                'We show no ads and sell or share no data with third parties.',
              ],
            },
          ],
        },
        {
          heading: 'Map tiles',
          blocks: [
            'The maps are drawn from map tiles that your browser loads from the tile server configured by the operator of this site. That server receives your IP address and the map area you look at, as it must to deliver the tiles. We send it nothing else.',
          ],
        },
        {
          heading: 'Your rights',
          blocks: [
            'Under the GDPR you have the right to access the data we hold about you (Art. 15), to have it corrected (Art. 16) or deleted (Art. 17), to restrict its processing (Art. 18), to receive it in a portable format (Art. 20), to object to processing based on legitimate interest (Art. 21) and to withdraw any consent with effect for the future.',
            [
              'You can delete your account yourself at any time in ',
              { to: 'settings', text: 'Settings' },
              '. This removes your account data from the server. Data on your device stays until you clear it. For everything else, write to ',
              { mail: 'our e-mail address', subject: 'Privacy request' },
              '.',
            ],
            'You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), for example the one responsible for our seat.',
          ],
        },
      ],
    },

    disclaimer: {
      title: 'Disclaimer',
      lead: 'We take care to show events correctly, but we cannot guarantee that every detail is accurate, complete or up to date.',
      sections: [
        {
          heading: 'No guarantee of accuracy',
          blocks: [
            'Most events come from official lists published by public authorities; others are entered by the organising sources themselves. We crawl our sources once every hour, so a change or cancellation can reach us late or not at all. Times, places and routes can change at short notice.',
            'Before you go, check the details with the organiser or the responsible authority, especially for large events.',
          ],
        },
        {
          heading: 'Not moderated',
          blocks: [
            'We do not moderate or filter the data. Events and sources express the views of their organisers, not ours. Listing an event is not an endorsement, and we accept no responsibility for what happens at an event.',
            [
              'If you find content that is unlawful, please report it from the event’s page or ',
              { to: 'contact', text: 'contact us' },
              '. We remove unlawful content as soon as we learn of it.',
            ],
          ],
        },
        {
          heading: 'Links to other websites',
          blocks: [
            'Events and sources often link to external websites. Their operators alone are responsible for their content. We checked no linked page for legal violations beyond what was obvious when the link was added, and cannot check them continuously; when we learn of a violation, we remove the link.',
          ],
        },
        {
          heading: 'Liability',
          blocks: [
            'The service is provided free of charge and as it is. We are liable without limitation for intent and gross negligence, and for injury to life, body or health; otherwise our liability is excluded as far as the law permits.',
          ],
        },
      ],
    },

    contact: {
      title: 'Contact',
      lead: 'We are a small team of volunteers and read every message. Please allow us a few days to answer.',
      sections: [
        {
          heading: 'Get in touch',
          blocks: [
            {
              facts: [
                { term: 'General Inquiries', value: [{ mail: 'Write us an e-mail' }] },
                {
                  term: 'Requests / Ideas',
                  value: [{ mail: 'Send a request or an idea', subject: 'Idea for Assembly Finder' }],
                },
                { term: 'Tax ID', value: [{ setting: 'tax_id' }] },
                { term: 'Represented by', value: [{ setting: 'represented_by' }] },
              ],
            },
          ],
        },
        {
          heading: 'Before you write',
          blocks: [
            {
              list: [
                'An event is wrong or cancelled? Please tell its organiser – the source is linked on the event’s page – or use Report there.',
                [
                  'You want to publish your own events? See ',
                  { to: 'source-info', text: 'how sources work' },
                  '.',
                ],
                [
                  'You are looking for the legal notice? It is in the ',
                  { to: 'imprint', text: 'Imprint' },
                  '.',
                ],
              ],
            },
          ],
        },
      ],
    },

    imprint: {
      title: 'Imprint',
      lead: 'Legal notice – information pursuant to § 5 DDG (German Digital Services Act).',
      sections: [
        {
          heading: 'Provider',
          blocks: [
            {
              facts: [
                { term: 'Name', value: [{ setting: 'name' }] },
                { term: 'Address', value: [{ setting: 'address' }] },
                { term: 'Represented by', value: [{ setting: 'represented_by' }] },
                { term: 'E-mail', value: [{ mail: 'Write us an e-mail' }] },
                { term: 'Tax ID', value: [{ setting: 'tax_id' }] },
              ],
            },
          ],
        },
        {
          heading: 'Responsible for the content',
          blocks: [
            [
              'Responsible for the content pursuant to § 18 (2) MStV (German Interstate Media Treaty): ',
              { setting: 'represented_by' },
              ', ',
              { setting: 'address' },
              '.',
            ],
            'Events and sources are published by their organisers or taken from public lists of authorities; their content is the responsibility of those who publish it.',
          ],
        },
        {
          heading: 'Consumer dispute resolution',
          blocks: [
            'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
          ],
        },
      ],
    },

    contribute: {
      title: 'Contribute',
      lead: 'Assembly Finder is made by volunteers and paid for by donations. There are many ways to help.',
      sections: [
        {
          heading: 'Donate',
          blocks: [
            [
              'Servers, map tiles and domains cost money every month. As a non-profit association we depend on donations, small and large. ',
              { hrefSetting: 'donate_url', text: 'Donate through our payment service' },
              '.',
            ],
          ],
        },
        {
          heading: 'Contribute code',
          blocks: [
            [
              'The code is open source and lives in a public group on a code-hosting platform. Fix a bug, improve the design or make a crawler for a new public source. ',
              { hrefSetting: 'code_url', text: 'Go to the code' },
              '.',
            ],
          ],
        },
        {
          heading: 'Translate',
          blocks: [
            [
              'The app speaks English and German. Help us improve the texts or bring it to more languages. ',
              { hrefSetting: 'translate_url', text: 'Help translate' },
              '.',
            ],
          ],
        },
        {
          heading: 'Send feedback',
          blocks: [
            [
              'Found a bug, missing an event source, or have an idea? ',
              { mail: 'Write us an e-mail', subject: 'Feedback on Assembly Finder' },
              ' or use the ',
              { to: 'contact', text: 'Contact page' },
              '. Organisations can also ',
              { to: 'source-info', text: 'publish their own events' },
              '.',
            ],
          ],
        },
      ],
    },

    data: {
      title: 'Data',
      lead: 'All data on Assembly Finder is open: take it, use it, build on it.',
      sections: [
        {
          heading: 'Licence',
          blocks: [
            [
              'All event and source data is licensed under ',
              { href: LICENCE_URL, text: 'Creative Commons Attribution-ShareAlike 4.0 International' },
              ' (',
              { setting: 'data_licence' },
              '). You may copy, share and adapt it for any purpose, even commercially, if you:',
            ],
            {
              list: [
                [
                  'name the source, for example: “Data: Assembly Finder, ',
                  { setting: 'name' },
                  ', CC BY-SA 4.0”, with a link to this site where possible;',
                ],
                'link to the licence and say whether you changed the data;',
                'publish data you derived from it under the same licence.',
              ],
            },
          ],
        },
        {
          heading: 'The API',
          blocks: [
            [
              'Everything the app shows comes from a public HTTP API that answers JSON. Reading needs no account and no key. The ',
              { hrefSetting: 'api_docs_url', text: 'API documentation' },
              ' describes every call; the machine-readable description is at ',
              { href: '/api/openapi.json', text: '/api/openapi.json' },
              ' (OpenAPI 3.1), from which you can generate a client in your language.',
            ],
            ['The API client version of this app is ', { setting: 'api_client_version' }, '.'],
            'Please be gentle: ask only for what you need and cache the answers. The data changes at most once an hour.',
          ],
        },
        {
          heading: 'Feeds and downloads',
          blocks: [
            {
              facts: [
                {
                  term: 'Calendar',
                  value: [
                    { feed: 'ics', text: 'Subscribe to upcoming events in your calendar' },
                    ' (ICS, the next 50 events): ',
                    { feedUrl: 'ics' },
                  ],
                },
                {
                  term: 'RSS',
                  value: [
                    { feed: 'rss', text: 'Subscribe to the RSS feed' },
                    ' (the next 50 events): ',
                    { feedUrl: 'rss' },
                  ],
                },
                {
                  term: 'GeoJSON',
                  value: [
                    { feed: 'geojson', text: 'Download upcoming events as GeoJSON' },
                    ' (RFC 7946, for maps and GIS: a point per event, a march’s route as a line; the next 50 events, the same criteria as the feeds): ',
                    { feedUrl: 'geojson' },
                  ],
                },
                {
                  term: 'Widget',
                  value: [
                    'Show the upcoming events of your organisation or your area on your own site: frame ',
                    { code: '/embed?source_id=ID&language=en' },
                    ' or ',
                    { code: '/embed?city=Leipzig&language=de' },
                    ' in an iframe (any site may frame it; the feeds’ criteria work there too).',
                  ],
                },
                {
                  term: 'Your alerts',
                  value: [
                    'Each alert can be exported as a calendar subscription or an RSS feed of just its events. See ',
                    { to: 'alerts', text: 'Alerts' },
                    '.',
                  ],
                },
                {
                  term: 'One event',
                  value: 'Use Export to Calendar on the event’s page to download it as an .ics file.',
                },
                {
                  term: 'CSV',
                  value: [
                    'Build a query in ',
                    { to: 'analysis', text: 'Data Analysis' },
                    ' and download its results as CSV.',
                  ],
                },
              ],
            },
            'Both feeds accept the filters of the API (address_language, type_ids, topic_ids, city, country, zip_code, latitude, longitude, radius_km) as query parameters.',
          ],
        },
      ],
    },

    help: {
      title: 'Help',
      lead: 'Everything you need to find assemblies near you and never miss one.',
      sections: [
        {
          heading: 'Finding events',
          blocks: [
            {
              list: [
                [
                  'The ',
                  { to: '', text: 'Home' },
                  ' map shows upcoming events as markers. Zoom and move the map to explore; for marches, the marker sits at the starting point.',
                ],
                [
                  { to: 'events', text: 'Find Events' },
                  ' lets you search by keyword, topic, event type and time – upcoming or past – around an address or within a radius of a point. No selection means all. More results load as you scroll.',
                ],
                [{ to: 'event-list/1', text: 'All Events' }, ' lists every event in a table, page by page.'],
                'An event’s page shows the organiser, a map, its topics, other events in the same location and similar events nearby.',
              ],
            },
          ],
        },
        {
          heading: 'Saving events and sources',
          blocks: [
            [
              'Press Save on an event or a source. You find everything you saved under ',
              { to: 'saved', text: 'Saved' },
              '. Saving a source means you hear about its future events.',
            ],
          ],
        },
        {
          heading: 'Alerts',
          blocks: [
            [
              'An alert watches for new events that match what you care about. Open ',
              { to: 'alerts/add', text: 'Add alert' },
              ', give it a name and choose a keyword, topics, types and a place – an address (city, ZIP) or a point with a radius. You can have up to five alerts.',
            ],
            'The app checks your alerts regularly while it is open and tells you about new events – with a notification, if you allow it, and with a badge on Alerts. Open an alert to see its results.',
          ],
        },
        {
          heading: 'Exporting to your calendar',
          blocks: [
            {
              list: [
                'On an event’s page, choose Export to Calendar to add that event to your calendar.',
                [
                  'On ',
                  { to: 'alerts', text: 'Alerts' },
                  ', export an alert as a calendar subscription (webcal) or an RSS feed. Your calendar then updates itself.',
                ],
              ],
            },
          ],
        },
        {
          heading: 'Installing the app',
          blocks: [
            'Assembly Finder works in any modern browser and can be installed like an app. It then starts from your home screen and shows pages you visited even without a connection.',
            {
              list: [
                'Chrome, Edge and Android: open the browser menu and choose “Install app” or “Add to Home screen”.',
                'Safari on iPhone and iPad: tap Share, then “Add to Home Screen”.',
                'Safari on Mac: choose File → “Add to Dock”.',
              ],
            },
          ],
        },
        {
          heading: 'Language',
          blocks: [
            'Switch between English and German with the language selector in the header or in Settings. The app remembers your choice on this device. Links contain the language (/en/… or /de/…), so a shared link opens in the language it was shared in – unless you have chosen one.',
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              faq: [
                {
                  question: 'Do I need an account?',
                  answer: [
                    'No. Searching, saving and alerts work without one. You need an account only to publish events for an organisation.',
                  ],
                },
                {
                  question: 'Why is an event I know about missing?',
                  answer: [
                    'We list what public authorities publish and what sources enter themselves. Not every authority publishes its assemblies, and some publish them late.',
                    ['If you organise it, ', { to: 'source-info', text: 'publish it yourself' }, '.'],
                  ],
                },
                {
                  question: 'An event’s details are wrong. What can I do?',
                  answer: [
                    'Use Report on the event’s page, or tell its organiser – the source is linked there. Changes at official sources reach us within about an hour.',
                  ],
                },
                {
                  question: 'A link says “The event is gone.”',
                  answer: [
                    'The source changed or cancelled the event and it was deleted. The page suggests similar events instead.',
                  ],
                },
                {
                  question: 'Who checks the events?',
                  answer: [
                    [
                      'Nobody filters them: we do not moderate the data. New sources are approved before they can publish; read the ',
                      { to: 'disclaimer', text: 'Disclaimer' },
                      '.',
                    ],
                  ],
                },
                {
                  question: 'How do I delete my data?',
                  answer: [
                    [
                      'Delete your account in ',
                      { to: 'settings', text: 'Settings' },
                      ' and clear the site data in your browser. The ',
                      { to: 'privacy-policy', text: 'Privacy Policy' },
                      ' explains what is stored where.',
                    ],
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  },
};
