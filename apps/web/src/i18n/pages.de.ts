// German texts of the information pages; same page set and document model as pages.en.ts.
// Addressed with "du", like the rest of the app's German texts.
import type { PagesText } from './pages.en';

const LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/deed.de';

export const pagesDe: PagesText = {
  ui: {
    loading: 'wird geladen…',
    unavailable: '(gerade nicht verfügbar)',
    externalLink: '(öffnet eine andere Website)',
  },
  pages: {
    about: {
      title: 'Über uns',
      lead: [
        'Der Versammlungsfinder wird von ',
        { setting: 'name' },
        ' betrieben, einem kleinen gemeinnützigen Verein. Wir wollen die Zivilgesellschaft sichtbarer machen: die Demonstrationen, Streiks, Aufzüge und Versammlungen, die jeden Tag in deiner Nähe stattfinden.',
      ],
      sections: [
        {
          heading: 'Warum wir das machen',
          blocks: [
            'Jede Woche gehen in Deutschland Tausende Menschen für das auf die Straße, was ihnen wichtig ist – für Klimaschutz, faire Löhne, Frieden, ihr Viertel oder gegen eine geplante Autobahn. Die meisten dieser Versammlungen sind bei den Behörden angemeldet, doch kaum jemand erfährt vorher davon – es sei denn, man gehört schon zu der Gruppe, die sie organisiert.',
            'Der Versammlungsfinder bringt sie an einem Ort zusammen, auf einer Karte und in einer durchsuchbaren Liste. So können alle sehen, was um sie herum passiert, mitmachen – oder einfach verstehen, was die Menschen in ihrer Stadt bewegt.',
          ],
        },
        {
          heading: 'Woher die Veranstaltungen kommen',
          blocks: [
            'Die meisten Veranstaltungen lesen wir automatisch aus öffentlichen Quellen von Behörden aus oder importieren sie, überwiegend in Deutschland – zum Beispiel aus den Listen angemeldeter Versammlungen, die viele Städte und Versammlungsbehörden veröffentlichen.',
            {
              list: [
                'Wir rufen alle unsere Quellen einmal pro Stunde ab.',
                'Ändert sich eine Veranstaltung, die wir schon kennen, an ihrer Quelle – neue Uhrzeit, neue Route, neuer Ort –, versuchen wir die Änderung zu erkennen und übernehmen sie.',
                'Sagt eine Quelle eine Veranstaltung ab oder entfernt sie, löschen wir sie ebenfalls. Ihr Link zeigt dann, dass die Veranstaltung nicht mehr da ist, und schlägt ähnliche vor.',
              ],
            },
            [
              'Organisationen können ihre Veranstaltungen auch selbst veröffentlichen: Jede Initiative, Gewerkschaft, jeder Verein und jede Gruppe kann sich als Quelle registrieren und eigene Veranstaltungen eintragen. ',
              { to: 'source-info', text: 'So funktionieren Quellen' },
              '.',
            ],
          ],
        },
        {
          heading: 'Keine Moderation, kein Filter',
          blocks: [
            'Wir moderieren und filtern die Daten nicht. Was eine Behörde veröffentlicht oder eine Quelle einträgt, erscheint so, wie es ist – wir wählen nicht aus, welche Anliegen gezeigt werden. Eine Veranstaltung hier ist keine Empfehlung von uns, und eine fehlende ist auch kein Urteil.',
            [
              'Wenn etwas falsch oder offensichtlich rechtswidrig ist, melde die Veranstaltung bitte auf ihrer Seite oder ',
              { to: 'contact', text: 'schreib uns' },
              '.',
            ],
          ],
        },
        {
          heading: 'Offene Daten und eine öffentliche API',
          blocks: [
            [
              'Alle Daten sind offen und stehen unter der Lizenz ',
              { href: LICENCE_URL, text: 'CC BY-SA 4.0' },
              '. Du darfst sie nutzen, weitergeben und bearbeiten, auch kommerziell, solange du die Quelle nennst und deine Bearbeitungen unter derselben Lizenz teilst.',
            ],
            [
              'Über eine öffentliche, dokumentierte API kannst du auf den Daten aufbauen – für Forschung, Journalismus oder deine eigene App. Die Seite ',
              { to: 'data', text: 'Daten' },
              ' erklärt die Lizenz, die API und die Feeds, die du abonnieren kannst.',
            ],
            [
              'Die App selbst ist Open Source. Wenn du helfen möchtest, schau unter ',
              { to: 'contribute', text: 'Mitmachen' },
              '.',
            ],
          ],
        },
      ],
    },

    'source-info': {
      title: 'Quellen',
      lead: 'Eine Quelle ist eine Organisation, die Veranstaltungen veröffentlicht: eine Initiative, eine Gewerkschaft, ein Verein, eine Partei, eine Kirchengemeinde, ein AStA – oder eine Behörde, deren öffentliche Versammlungsliste wir auslesen.',
      sections: [
        {
          heading: 'Was eine Quelle ist',
          blocks: [
            'Jede Veranstaltung im Versammlungsfinder gehört zu genau einer Quelle: der Organisation, die sie veranstaltet. Eine Quelle hat ein öffentliches Profil mit Name, Ort, Art, Themen, einer kurzen Beschreibung, einem Logo und, wenn sie möchte, einer öffentlichen Kontaktmöglichkeit. Dort findest du alle ihre kommenden und vergangenen Veranstaltungen.',
            'Manche Quellen lesen wir automatisch aus amtlichen Listen aus. Andere sind Organisationen, die sich selbst registriert haben und ihre Veranstaltungen selbst eintragen.',
          ],
        },
        {
          heading: 'Deine Organisation registrieren',
          blocks: [
            {
              steps: [
                [
                  { to: 'login', text: 'Lege ein Konto an' },
                  ' und bestätige deine E-Mail-Adresse über den Link, den wir dir schicken.',
                ],
                [
                  'Öffne ',
                  { to: 'sources/create', text: 'Quelle erstellen' },
                  ' und füll das Formular aus. Pflichtfelder sind mit * markiert: Name der Quelle, Land, Stadt, Art der Quelle, Themen, Beschreibung, ein Bild oder Logo und eine interne Kontaktadresse.',
                ],
                'Die interne Kontaktadresse ist eine E-Mail-Adresse, über die nur wir dich zu deiner Quelle erreichen. Sie wird nie öffentlich angezeigt. Wenn andere dich kontaktieren können sollen, gib zusätzlich einen öffentlichen Kontakt an.',
                'Schick das Formular ab. Deine Quelle wartet nun auf die Freigabe.',
              ],
            },
          ],
        },
        {
          heading: 'Freigabe',
          blocks: [
            'Bevor eine neue Quelle öffentlich wird, prüfen wir, ob sie unseren Richtlinien entspricht. Das kann bis zu drei Tage dauern.',
            {
              list: [
                'Die Quelle ist eine echte Organisation oder Gruppe und beschreibt sich wahrheitsgemäß.',
                'Ihre Veranstaltungen sind öffentliche, friedliche Versammlungen, Streiks, Aufzüge oder ähnliche Zusammenkünfte.',
                'Sie ruft nicht zu Gewalt auf, hetzt nicht gegen Menschen und verstößt nicht gegen Gesetze.',
              ],
            },
            [
              'Politische Positionen bewerten wir nicht. Bei Fragen zur Freigabe ',
              { to: 'contact', text: 'schreib uns' },
              '.',
            ],
          ],
        },
        {
          heading: 'Veranstaltungen veröffentlichen',
          blocks: [
            [
              'Sobald deine Quelle freigegeben ist, öffne ',
              { to: 'administrated-sources', text: 'Verwaltete Quellen' },
              ', wähle deine Quelle und erstelle eine Veranstaltung. Pflichtfelder sind Name, Beschreibung, Beginn, Art der Veranstaltung und Themen. Gib einen oder mehrere Orte an – bei einem Aufzug in der Reihenfolge der Route; der erste Ort bestimmt die Markierung auf der Karte, die Alarme und die Veranstaltungen in der Nähe.',
            ],
            'Du kannst deine Veranstaltungen jederzeit bearbeiten. Wer deine Quelle gespeichert hat oder einen passenden Alarm eingerichtet hat, erfährt davon.',
            'Ihr könnt euch die Arbeit teilen: Im Formular der Quelle fügst du weitere Administrator:innen über ihre E-Mail-Adresse hinzu. Alle Administrator:innen können die Quelle und ihre Veranstaltungen bearbeiten und weitere Administrator:innen hinzufügen oder entfernen.',
          ],
        },
        {
          heading: 'Eine Quelle speichern',
          blocks: [
            'Tippe auf der Seite einer Quelle auf Speichern, um ihr zu folgen. Gespeicherte Quellen findest du unter Gespeichert, und die App informiert dich über die kommenden Veranstaltungen der Quelle. Deine gespeicherten Quellen bleiben auf deinem Gerät; ein Konto brauchst du dafür nicht.',
            [{ to: 'sources', text: 'Quellen finden' }, ' nach Art, Thema oder Ort.'],
          ],
        },
      ],
    },

    'privacy-policy': {
      title: 'Datenschutzerklärung',
      lead: 'Der Versammlungsfinder ist so gebaut, dass er möglichst wenige personenbezogene Daten braucht. Suchen, Veranstaltungen speichern und Alarme einrichten geht ohne Konto, und wir verfolgen dich nicht.',
      sections: [
        {
          heading: 'Verantwortlich',
          blocks: [
            [
              'Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist ',
              { setting: 'name' },
              ', ',
              { setting: 'address' },
              ', vertreten durch ',
              { setting: 'represented_by' },
              '. Du erreichst uns über ',
              { mail: 'unsere E-Mail-Adresse', subject: 'Datenschutz' },
              ' oder über die Seite ',
              { to: 'contact', text: 'Kontakt' },
              '.',
            ],
          ],
        },
        {
          heading: 'Was auf deinem Gerät bleibt',
          blocks: [
            'Die App speichert diese Werte im lokalen Speicher deines Browsers (bzw. der mobilen App). Sie verlassen dein Gerät nicht, sofern nicht anders angegeben.',
            {
              facts: [
                {
                  term: 'language',
                  value: 'Die Sprache, die du gewählt hast, damit die App beim nächsten Mal in ihr startet.',
                },
                {
                  term: 'access_token',
                  value:
                    'Nur solange du angemeldet bist: der Schlüssel, mit dem die App dem Server deine Anmeldung nachweist. Beim Abmelden wird er auf NOTSET zurückgesetzt.',
                },
                { term: 'savedEvents', value: 'Die IDs der Veranstaltungen, die du gespeichert hast.' },
                { term: 'savedSources', value: 'Die IDs der Quellen, die du gespeichert hast.' },
                {
                  term: 'alerts',
                  value:
                    'Deine Alarme: ihre Namen, Suchkriterien (Stichwort, Themen, Arten, Adresse oder Umkreis) und welche der gefundenen Veranstaltungen du schon gesehen hast. Um einen Alarm zu prüfen, schickt die App seine Suchkriterien an den Server; der Server antwortet und speichert sie nicht.',
                },
                {
                  term: 'notificationsAvailable',
                  value:
                    'Ob ein Alarm ungesehene Veranstaltungen hat; davon hängt das Abzeichen bei Alarme ab.',
                },
              ],
            },
            'Die installierte App speichert außerdem eine Kopie ihrer eigenen Dateien und der Seiten, die du geöffnet hast, damit sie auch offline funktioniert. All das entfernst du, indem du die Websitedaten in deinem Browser löschst oder die App deinstallierst.',
          ],
        },
        {
          heading: 'Was der Server speichert',
          blocks: [
            {
              facts: [
                {
                  term: 'Dein Konto',
                  value:
                    'Wenn du dich registrierst: deinen Benutzernamen, deine E-Mail-Adresse, dein Passwort als gesalzenen Hash (nie das Passwort selbst), deine Sprache, ob deine E-Mail-Adresse bestätigt ist und ob du den Newsletter möchtest. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO; für den Newsletter deine Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die du jederzeit in den Einstellungen widerrufen kannst.',
                },
                {
                  term: 'Quellen, die du verwaltest',
                  value:
                    'Die Quellen und Veranstaltungen, die du anlegst oder bearbeitest, mit dir als Administrator:in, und die interne Kontaktadresse, die du uns gibst. Alle Angaben zu Quellen und Veranstaltungen außer dem internen Kontakt sind öffentliche offene Daten.',
                },
                {
                  term: 'Meldungen',
                  value:
                    'Wenn du eine Veranstaltung meldest oder uns Feedback schickst, bewahren wir deine Nachricht und die betroffene Veranstaltung auf, bis die Sache erledigt ist.',
                },
                {
                  term: 'Server-Protokolle',
                  value:
                    'Wie jeder Webserver schreibt unserer ein technisches Protokoll der Anfragen (Zeit, Pfad, IP-Adresse, eine Anfrage-ID), um Fehler zu finden und Angriffe abzuwehren. Es wird für nichts anderes verwendet und regelmäßig gelöscht. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Kein Tracking',
          blocks: [
            {
              list: [
                'Wir nutzen keine Analyse- oder Tracking-Dienste, weder eigene noch fremde.',
                'Wir setzen keine Cookies für Tracking oder Werbung. Deine Anmeldung liegt im lokalen Speicher, nicht in einem Cookie.',
                'Wir zeigen keine Werbung und verkaufen oder teilen keine Daten mit Dritten.',
              ],
            },
          ],
        },
        {
          heading: 'Kartenkacheln',
          blocks: [
            'Die Karten werden aus Kartenkacheln gezeichnet, die dein Browser von dem Kachelserver lädt, den die Betreiber:innen dieser Website eingestellt haben. Dieser Server erhält deine IP-Adresse und den Kartenausschnitt, den du ansiehst, weil er die Kacheln sonst nicht ausliefern kann. Weitere Daten schicken wir ihm nicht.',
          ],
        },
        {
          heading: 'Deine Rechte',
          blocks: [
            'Nach der DSGVO hast du das Recht auf Auskunft über die Daten, die wir über dich speichern (Art. 15), auf Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20), das Recht, einer Verarbeitung aufgrund berechtigter Interessen zu widersprechen (Art. 21), und das Recht, eine Einwilligung mit Wirkung für die Zukunft zu widerrufen.',
            [
              'Dein Konto kannst du jederzeit selbst in den ',
              { to: 'settings', text: 'Einstellungen' },
              ' löschen. Damit werden deine Kontodaten vom Server entfernt. Die Daten auf deinem Gerät bleiben, bis du sie löschst. Für alles andere schreib an ',
              { mail: 'unsere E-Mail-Adresse', subject: 'Datenschutzanfrage' },
              '.',
            ],
            'Außerdem hast du das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), zum Beispiel bei der für unseren Sitz zuständigen.',
          ],
        },
      ],
    },

    disclaimer: {
      title: 'Haftungsausschluss',
      lead: 'Wir geben uns Mühe, Veranstaltungen richtig anzuzeigen, können aber nicht garantieren, dass jede Angabe richtig, vollständig und aktuell ist.',
      sections: [
        {
          heading: 'Keine Gewähr für die Richtigkeit',
          blocks: [
            'Die meisten Veranstaltungen stammen aus amtlichen Listen, die Behörden veröffentlichen; andere tragen die veranstaltenden Quellen selbst ein. Wir rufen unsere Quellen einmal pro Stunde ab, daher kann uns eine Änderung oder Absage verspätet oder gar nicht erreichen. Zeiten, Orte und Routen können sich kurzfristig ändern.',
            'Prüfe die Angaben vor dem Hingehen bei den Veranstalter:innen oder der zuständigen Behörde, besonders bei großen Veranstaltungen.',
          ],
        },
        {
          heading: 'Nicht moderiert',
          blocks: [
            'Wir moderieren und filtern die Daten nicht. Veranstaltungen und Quellen geben die Sicht ihrer Veranstalter:innen wieder, nicht unsere. Dass eine Veranstaltung hier steht, ist keine Empfehlung, und für das Geschehen auf einer Veranstaltung übernehmen wir keine Verantwortung.',
            [
              'Wenn du rechtswidrige Inhalte findest, melde sie bitte auf der Seite der Veranstaltung oder ',
              { to: 'contact', text: 'schreib uns' },
              '. Wir entfernen rechtswidrige Inhalte, sobald wir davon erfahren.',
            ],
          ],
        },
        {
          heading: 'Links auf andere Websites',
          blocks: [
            'Veranstaltungen und Quellen verlinken oft auf externe Websites. Für deren Inhalte sind allein ihre Betreiber:innen verantwortlich. Beim Verlinken waren keine Rechtsverstöße erkennbar; eine laufende Kontrolle ist uns ohne konkrete Hinweise nicht zumutbar. Erfahren wir von einem Rechtsverstoß, entfernen wir den Link.',
          ],
        },
        {
          heading: 'Haftung',
          blocks: [
            'Der Dienst wird kostenlos und so, wie er ist, bereitgestellt. Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper oder Gesundheit; im Übrigen ist unsere Haftung ausgeschlossen, soweit das Gesetz es zulässt.',
          ],
        },
      ],
    },

    contact: {
      title: 'Kontakt',
      lead: 'Wir sind ein kleines ehrenamtliches Team und lesen jede Nachricht. Gib uns bitte ein paar Tage Zeit für die Antwort.',
      sections: [
        {
          heading: 'So erreichst du uns',
          blocks: [
            {
              facts: [
                { term: 'Allgemeine Anfragen', value: [{ mail: 'Schreib uns eine E-Mail' }] },
                {
                  term: 'Wünsche / Ideen',
                  value: [
                    {
                      mail: 'Schick uns einen Wunsch oder eine Idee',
                      subject: 'Idee für den Versammlungsfinder',
                    },
                  ],
                },
                { term: 'Steuernummer', value: [{ setting: 'tax_id' }] },
                { term: 'Vertreten durch', value: [{ setting: 'represented_by' }] },
              ],
            },
          ],
        },
        {
          heading: 'Bevor du schreibst',
          blocks: [
            {
              list: [
                'Eine Veranstaltung ist falsch oder abgesagt? Sag bitte den Veranstalter:innen Bescheid – die Quelle ist auf der Seite der Veranstaltung verlinkt – oder nutze dort Melden.',
                [
                  'Du möchtest eigene Veranstaltungen veröffentlichen? Lies, ',
                  { to: 'source-info', text: 'wie Quellen funktionieren' },
                  '.',
                ],
                [
                  'Du suchst die rechtlichen Angaben? Sie stehen im ',
                  { to: 'imprint', text: 'Impressum' },
                  '.',
                ],
              ],
            },
          ],
        },
      ],
    },

    imprint: {
      title: 'Impressum',
      lead: 'Angaben gemäß § 5 DDG (Digitale-Dienste-Gesetz).',
      sections: [
        {
          heading: 'Anbieter',
          blocks: [
            {
              facts: [
                { term: 'Name', value: [{ setting: 'name' }] },
                { term: 'Anschrift', value: [{ setting: 'address' }] },
                { term: 'Vertreten durch', value: [{ setting: 'represented_by' }] },
                { term: 'E-Mail', value: [{ mail: 'Schreib uns eine E-Mail' }] },
                { term: 'Steuernummer', value: [{ setting: 'tax_id' }] },
              ],
            },
          ],
        },
        {
          heading: 'Verantwortlich für den Inhalt',
          blocks: [
            [
              'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Medienstaatsvertrag): ',
              { setting: 'represented_by' },
              ', ',
              { setting: 'address' },
              '.',
            ],
            'Veranstaltungen und Quellen werden von ihren Veranstalter:innen veröffentlicht oder aus öffentlichen Listen von Behörden übernommen; für ihre Inhalte sind diejenigen verantwortlich, die sie veröffentlichen.',
          ],
        },
        {
          heading: 'Verbraucherstreitbeilegung',
          blocks: [
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ],
        },
      ],
    },

    contribute: {
      title: 'Mitmachen',
      lead: 'Der Versammlungsfinder wird ehrenamtlich entwickelt und durch Spenden finanziert. Es gibt viele Wege, uns zu helfen.',
      sections: [
        {
          heading: 'Spenden',
          blocks: [
            [
              'Server, Kartenkacheln und Domains kosten jeden Monat Geld. Als gemeinnütziger Verein sind wir auf Spenden angewiesen, kleine wie große. ',
              { hrefSetting: 'donate_url', text: 'Über unseren Zahlungsdienst spenden' },
              '.',
            ],
          ],
        },
        {
          heading: 'Code beitragen',
          blocks: [
            [
              'Der Code ist Open Source und liegt in einer öffentlichen Gruppe auf einer Code-Plattform. Behebe einen Fehler, verbessere das Design oder schreib einen Crawler für eine neue öffentliche Quelle. ',
              { hrefSetting: 'code_url', text: 'Zum Code' },
              '.',
            ],
          ],
        },
        {
          heading: 'Übersetzen',
          blocks: [
            [
              'Die App spricht Deutsch und Englisch. Hilf uns, die Texte zu verbessern oder sie in weitere Sprachen zu bringen. ',
              { hrefSetting: 'translate_url', text: 'Beim Übersetzen helfen' },
              '.',
            ],
          ],
        },
        {
          heading: 'Feedback geben',
          blocks: [
            [
              'Du hast einen Fehler gefunden, vermisst eine Quelle oder hast eine Idee? ',
              { mail: 'Schreib uns eine E-Mail', subject: 'Feedback zum Versammlungsfinder' },
              ' oder nutze die Seite ',
              { to: 'contact', text: 'Kontakt' },
              '. Organisationen können auch ',
              { to: 'source-info', text: 'ihre eigenen Veranstaltungen veröffentlichen' },
              '.',
            ],
          ],
        },
      ],
    },

    data: {
      title: 'Daten',
      lead: 'Alle Daten im Versammlungsfinder sind offen: Nimm sie, nutze sie, bau darauf auf.',
      sections: [
        {
          heading: 'Lizenz',
          blocks: [
            [
              'Alle Daten zu Veranstaltungen und Quellen stehen unter der Lizenz ',
              {
                href: LICENCE_URL,
                text: 'Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 4.0 International',
              },
              ' (',
              { setting: 'data_licence' },
              '). Du darfst sie für jeden Zweck kopieren, weitergeben und bearbeiten, auch kommerziell, wenn du:',
            ],
            {
              list: [
                [
                  'die Quelle nennst, zum Beispiel: „Daten: Versammlungsfinder, ',
                  { setting: 'name' },
                  ', CC BY-SA 4.0“, wenn möglich mit einem Link auf diese Website;',
                ],
                'auf die Lizenz verlinkst und angibst, ob du die Daten verändert hast;',
                'daraus abgeleitete Daten unter derselben Lizenz veröffentlichst.',
              ],
            },
          ],
        },
        {
          heading: 'Die API',
          blocks: [
            [
              'Alles, was die App zeigt, kommt aus einer öffentlichen HTTP-API, die JSON liefert. Zum Lesen brauchst du weder Konto noch Schlüssel. Die ',
              { hrefSetting: 'api_docs_url', text: 'API-Dokumentation' },
              ' beschreibt jeden Aufruf; die maschinenlesbare Beschreibung liegt unter ',
              { href: '/api/openapi.json', text: '/api/openapi.json' },
              ' (OpenAPI 3.1). Daraus kannst du dir einen Client in deiner Sprache erzeugen.',
            ],
            ['Die API-Client-Version dieser App ist ', { setting: 'api_client_version' }, '.'],
            'Bitte geh schonend damit um: Frag nur ab, was du brauchst, und speichere die Antworten zwischen. Die Daten ändern sich höchstens einmal pro Stunde.',
          ],
        },
        {
          heading: 'Feeds und Downloads',
          blocks: [
            {
              facts: [
                {
                  term: 'Kalender',
                  value: [
                    { feed: 'ics', text: 'Kommende Veranstaltungen im Kalender abonnieren' },
                    ' (ICS, die nächsten 50 Veranstaltungen): ',
                    { feedUrl: 'ics' },
                  ],
                },
                {
                  term: 'RSS',
                  value: [
                    { feed: 'rss', text: 'RSS-Feed abonnieren' },
                    ' (die nächsten 50 Veranstaltungen): ',
                    { feedUrl: 'rss' },
                  ],
                },
                {
                  term: 'GeoJSON',
                  value: [
                    { feed: 'geojson', text: 'Kommende Veranstaltungen als GeoJSON herunterladen' },
                    ' (RFC 7946, für Karten und GIS: ein Punkt je Veranstaltung, die Route eines Aufzugs als Linie; die nächsten 50 Veranstaltungen, dieselben Kriterien wie die Feeds): ',
                    { feedUrl: 'geojson' },
                  ],
                },
                {
                  term: 'Widget',
                  value: [
                    'Zeige die kommenden Veranstaltungen deiner Organisation oder deiner Gegend auf deiner eigenen Seite: binde ',
                    { code: '/embed?source_id=ID&language=de' },
                    ' oder ',
                    { code: '/embed?city=Leipzig&language=de' },
                    ' in einem iframe ein (jede Seite darf es einbetten; die Kriterien der Feeds gelten dort auch).',
                  ],
                },
                {
                  term: 'Deine Alarme',
                  value: [
                    'Jeden Alarm kannst du als Kalenderabo oder RSS-Feed mit genau seinen Veranstaltungen exportieren. Siehe ',
                    { to: 'alerts', text: 'Alarme' },
                    '.',
                  ],
                },
                {
                  term: 'Eine Veranstaltung',
                  value:
                    'Mit „In Kalender exportieren“ auf der Seite der Veranstaltung lädst du sie als .ics-Datei herunter.',
                },
                {
                  term: 'CSV',
                  value: [
                    'Stell in der ',
                    { to: 'analysis', text: 'Datenanalyse' },
                    ' eine Abfrage zusammen und lade ihre Ergebnisse als CSV herunter.',
                  ],
                },
              ],
            },
            'Beide Feeds verstehen die Filter der API (address_language, type_ids, topic_ids, city, country, zip_code, latitude, longitude, radius_km) als Abfrageparameter.',
          ],
        },
      ],
    },

    help: {
      title: 'Hilfe',
      lead: 'Alles, was du brauchst, um Versammlungen in deiner Nähe zu finden und keine zu verpassen.',
      sections: [
        {
          heading: 'Veranstaltungen finden',
          blocks: [
            {
              list: [
                [
                  'Die Karte auf der ',
                  { to: '', text: 'Startseite' },
                  ' zeigt kommende Veranstaltungen als Markierungen. Zoome und verschiebe die Karte, um dich umzusehen; bei Aufzügen sitzt die Markierung am Startpunkt.',
                ],
                [
                  'Unter ',
                  { to: 'events', text: 'Veranstaltungen finden' },
                  ' suchst du nach Stichwort, Thema, Art und Zeit – kommend oder vergangen – rund um eine Adresse oder im Umkreis eines Punkts. Ohne Auswahl gilt alles. Beim Scrollen werden weitere Ergebnisse geladen.',
                ],
                [
                  { to: 'event-list/1', text: 'Alle Veranstaltungen' },
                  ' listet jede Veranstaltung seitenweise in einer Tabelle.',
                ],
                'Die Seite einer Veranstaltung zeigt, wer sie veranstaltet, dazu eine Karte, die Themen, andere Veranstaltungen am selben Ort und ähnliche Veranstaltungen in der Nähe.',
              ],
            },
          ],
        },
        {
          heading: 'Veranstaltungen und Quellen speichern',
          blocks: [
            [
              'Tippe bei einer Veranstaltung oder Quelle auf Speichern. Alles Gespeicherte findest du unter ',
              { to: 'saved', text: 'Gespeichert' },
              '. Wenn du eine Quelle speicherst, erfährst du von ihren kommenden Veranstaltungen.',
            ],
          ],
        },
        {
          heading: 'Alarme',
          blocks: [
            [
              'Ein Alarm hält Ausschau nach neuen Veranstaltungen, die dich interessieren. Öffne ',
              { to: 'alerts/add', text: 'Alarm hinzufügen' },
              ', gib ihm einen Namen und wähle Stichwort, Themen, Arten und einen Ort – eine Adresse (Stadt, PLZ) oder einen Punkt mit Umkreis. Du kannst bis zu fünf Alarme einrichten.',
            ],
            'Solange die App geöffnet ist, prüft sie deine Alarme regelmäßig und meldet neue Veranstaltungen – mit einer Benachrichtigung, wenn du sie erlaubst, und mit einem Abzeichen bei Alarme. Öffne einen Alarm, um seine Ergebnisse zu sehen.',
          ],
        },
        {
          heading: 'In den Kalender exportieren',
          blocks: [
            {
              list: [
                'Auf der Seite einer Veranstaltung fügst du sie mit „In Kalender exportieren“ deinem Kalender hinzu.',
                [
                  'Unter ',
                  { to: 'alerts', text: 'Alarme' },
                  ' exportierst du einen Alarm als Kalenderabo (webcal) oder RSS-Feed. Dein Kalender aktualisiert sich dann von selbst.',
                ],
              ],
            },
          ],
        },
        {
          heading: 'Die App installieren',
          blocks: [
            'Der Versammlungsfinder läuft in jedem aktuellen Browser und lässt sich wie eine App installieren. Dann startet er vom Startbildschirm und zeigt besuchte Seiten auch ohne Verbindung.',
            {
              list: [
                'Chrome, Edge und Android: Öffne das Browsermenü und wähle „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
                'Safari auf iPhone und iPad: Tippe auf Teilen und dann auf „Zum Home-Bildschirm“.',
                'Safari auf dem Mac: Wähle Ablage → „Zum Dock hinzufügen“.',
              ],
            },
          ],
        },
        {
          heading: 'Sprache',
          blocks: [
            'Über die Sprachauswahl im Kopfbereich oder in den Einstellungen wechselst du zwischen Deutsch und Englisch. Die App merkt sich deine Wahl auf diesem Gerät. Links enthalten die Sprache (/de/… oder /en/…), daher öffnet sich ein geteilter Link in der Sprache, in der er geteilt wurde – außer du hast selbst eine gewählt.',
          ],
        },
        {
          heading: 'Häufige Fragen',
          blocks: [
            {
              faq: [
                {
                  question: 'Brauche ich ein Konto?',
                  answer: [
                    'Nein. Suchen, Speichern und Alarme funktionieren ohne. Ein Konto brauchst du nur, um Veranstaltungen für eine Organisation zu veröffentlichen.',
                  ],
                },
                {
                  question: 'Warum fehlt eine Veranstaltung, von der ich weiß?',
                  answer: [
                    'Wir zeigen, was Behörden veröffentlichen und was Quellen selbst eintragen. Nicht jede Behörde veröffentlicht ihre Versammlungen, und manche tun es spät.',
                    [
                      'Wenn du sie veranstaltest, ',
                      { to: 'source-info', text: 'veröffentliche sie selbst' },
                      '.',
                    ],
                  ],
                },
                {
                  question: 'Die Angaben zu einer Veranstaltung stimmen nicht. Was kann ich tun?',
                  answer: [
                    'Nutze Melden auf der Seite der Veranstaltung oder sag den Veranstalter:innen Bescheid – die Quelle ist dort verlinkt. Änderungen an amtlichen Quellen erreichen uns innerhalb von etwa einer Stunde.',
                  ],
                },
                {
                  question: 'Ein Link sagt „Die Veranstaltung ist nicht mehr da.“',
                  answer: [
                    'Die Quelle hat die Veranstaltung geändert oder abgesagt, und sie wurde gelöscht. Die Seite schlägt dir stattdessen ähnliche Veranstaltungen vor.',
                  ],
                },
                {
                  question: 'Wer prüft die Veranstaltungen?',
                  answer: [
                    [
                      'Niemand filtert sie: Wir moderieren die Daten nicht. Neue Quellen werden freigegeben, bevor sie veröffentlichen können; mehr dazu im ',
                      { to: 'disclaimer', text: 'Haftungsausschluss' },
                      '.',
                    ],
                  ],
                },
                {
                  question: 'Wie lösche ich meine Daten?',
                  answer: [
                    [
                      'Lösche dein Konto in den ',
                      { to: 'settings', text: 'Einstellungen' },
                      ' und die Websitedaten in deinem Browser. Die ',
                      { to: 'privacy-policy', text: 'Datenschutzerklärung' },
                      ' erklärt, was wo gespeichert wird.',
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
