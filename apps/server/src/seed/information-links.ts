// Info screen links for Germany (spec §2 "Info"): the Bundestag, the 16 state parliaments and the councils
// of larger cities. Public institutions with their official homepages; no personal data.

export interface InformationLinkSeed {
  native_name: string;
  english_name: string;
  native_url: string;
  english_url: string | null;
  country: string;
  city: string | null;
  zip_code: string | null;
  /** The state (ISO 3166-2) a state parliament or a city is in; null for the whole country. */
  region: string | null;
}

const national = (
  native_name: string,
  english_name: string,
  native_url: string,
  english_url: string | null = null,
): InformationLinkSeed => ({
  native_name,
  english_name,
  native_url,
  english_url,
  country: 'DE',
  city: null,
  zip_code: null,
  region: null,
});

const stateParliament = (
  region: string,
  native_name: string,
  english_name: string,
  native_url: string,
): InformationLinkSeed => ({ ...national(native_name, english_name, native_url), region });

const council = (
  region: string,
  city: string,
  zip_code: string,
  native_name: string,
  english_name: string,
  native_url: string,
): InformationLinkSeed => ({
  native_name,
  english_name,
  native_url,
  english_url: null,
  country: 'DE',
  city,
  zip_code,
  region,
});

// State parliaments sit at country level (city NULL) with their state as region (issue 20: a city's Info
// shows its own state's parliament with the federal level); each city names its state too.
export const GERMAN_INFORMATION_LINKS: readonly InformationLinkSeed[] = [
  national(
    'Deutscher Bundestag',
    'German Bundestag',
    'https://www.bundestag.de',
    'https://www.bundestag.de/en',
  ),
  stateParliament(
    'DE-BW',
    'Landtag von Baden-Württemberg',
    'State Parliament of Baden-Württemberg',
    'https://www.landtag-bw.de',
  ),
  stateParliament(
    'DE-BY',
    'Bayerischer Landtag',
    'Bavarian State Parliament',
    'https://www.bayern.landtag.de',
  ),
  stateParliament(
    'DE-BE',
    'Abgeordnetenhaus Berlin',
    'House of Representatives of Berlin',
    'https://www.parlament-berlin.de',
  ),
  stateParliament(
    'DE-BB',
    'Landtag Brandenburg',
    'State Parliament of Brandenburg',
    'https://www.landtag.brandenburg.de',
  ),
  stateParliament(
    'DE-HB',
    'Bremische Bürgerschaft',
    'Bremen State Parliament',
    'https://www.bremische-buergerschaft.de',
  ),
  stateParliament(
    'DE-HH',
    'Hamburgische Bürgerschaft',
    'Hamburg Parliament',
    'https://www.hamburgische-buergerschaft.de',
  ),
  stateParliament('DE-HE', 'Hessischer Landtag', 'Hessian State Parliament', 'https://hessischer-landtag.de'),
  stateParliament(
    'DE-MV',
    'Landtag Mecklenburg-Vorpommern',
    'State Parliament of Mecklenburg-Western Pomerania',
    'https://www.landtag-mv.de',
  ),
  stateParliament(
    'DE-NI',
    'Niedersächsischer Landtag',
    'Lower Saxony State Parliament',
    'https://www.landtag-niedersachsen.de',
  ),
  stateParliament(
    'DE-NW',
    'Landtag Nordrhein-Westfalen',
    'State Parliament of North Rhine-Westphalia',
    'https://www.landtag.nrw.de',
  ),
  stateParliament(
    'DE-RP',
    'Landtag Rheinland-Pfalz',
    'State Parliament of Rhineland-Palatinate',
    'https://www.landtag.rlp.de',
  ),
  stateParliament(
    'DE-SL',
    'Landtag des Saarlandes',
    'State Parliament of Saarland',
    'https://www.landtag-saar.de',
  ),
  stateParliament('DE-SN', 'Sächsischer Landtag', 'Saxon State Parliament', 'https://www.landtag.sachsen.de'),
  stateParliament(
    'DE-ST',
    'Landtag von Sachsen-Anhalt',
    'State Parliament of Saxony-Anhalt',
    'https://www.landtag.sachsen-anhalt.de',
  ),
  stateParliament(
    'DE-SH',
    'Schleswig-Holsteinischer Landtag',
    'State Parliament of Schleswig-Holstein',
    'https://www.landtag.ltsh.de',
  ),
  stateParliament(
    'DE-TH',
    'Thüringer Landtag',
    'Thuringian State Parliament',
    'https://www.thueringer-landtag.de',
  ),
  // City-states: the state parliament is also the city's council, so the city asks for it too.
  council(
    'DE-BE',
    'Berlin',
    '10117',
    'Abgeordnetenhaus Berlin',
    'House of Representatives of Berlin',
    'https://www.parlament-berlin.de',
  ),
  council(
    'DE-HH',
    'Hamburg',
    '20095',
    'Hamburgische Bürgerschaft',
    'Hamburg Parliament',
    'https://www.hamburgische-buergerschaft.de',
  ),
  council(
    'DE-HB',
    'Bremen',
    '28195',
    'Bremische Bürgerschaft',
    'Bremen State Parliament',
    'https://www.bremische-buergerschaft.de',
  ),
  council(
    'DE-BY',
    'München',
    '80331',
    'Stadtrat München',
    'Munich City Council',
    'https://stadt.muenchen.de',
  ),
  council(
    'DE-NW',
    'Köln',
    '50667',
    'Rat der Stadt Köln',
    'Cologne City Council',
    'https://www.stadt-koeln.de',
  ),
  council(
    'DE-HE',
    'Frankfurt am Main',
    '60311',
    'Stadtverordnetenversammlung Frankfurt am Main',
    'Frankfurt City Council',
    'https://frankfurt.de',
  ),
  council(
    'DE-BW',
    'Stuttgart',
    '70173',
    'Gemeinderat Stuttgart',
    'Stuttgart City Council',
    'https://www.stuttgart.de',
  ),
  council(
    'DE-NW',
    'Düsseldorf',
    '40213',
    'Rat der Landeshauptstadt Düsseldorf',
    'Düsseldorf City Council',
    'https://www.duesseldorf.de',
  ),
  council(
    'DE-SN',
    'Leipzig',
    '04109',
    'Ratsversammlung Leipzig',
    'Leipzig City Council',
    'https://www.leipzig.de',
  ),
  council(
    'DE-NW',
    'Dortmund',
    '44135',
    'Rat der Stadt Dortmund',
    'Dortmund City Council',
    'https://www.dortmund.de',
  ),
  council('DE-NW', 'Essen', '45127', 'Rat der Stadt Essen', 'Essen City Council', 'https://www.essen.de'),
  council('DE-SN', 'Dresden', '01067', 'Stadtrat Dresden', 'Dresden City Council', 'https://www.dresden.de'),
  council(
    'DE-NI',
    'Hannover',
    '30159',
    'Rat der Landeshauptstadt Hannover',
    'Hanover City Council',
    'https://www.hannover.de',
  ),
  council(
    'DE-BY',
    'Nürnberg',
    '90403',
    'Stadtrat Nürnberg',
    'Nuremberg City Council',
    'https://www.nuernberg.de',
  ),
  council(
    'DE-NW',
    'Duisburg',
    '47051',
    'Rat der Stadt Duisburg',
    'Duisburg City Council',
    'https://www.duisburg.de',
  ),
  council('DE-NW', 'Bochum', '44787', 'Rat der Stadt Bochum', 'Bochum City Council', 'https://www.bochum.de'),
  council(
    'DE-NW',
    'Wuppertal',
    '42103',
    'Rat der Stadt Wuppertal',
    'Wuppertal City Council',
    'https://www.wuppertal.de',
  ),
  council(
    'DE-NW',
    'Bielefeld',
    '33602',
    'Rat der Stadt Bielefeld',
    'Bielefeld City Council',
    'https://www.bielefeld.de',
  ),
  council('DE-NW', 'Bonn', '53111', 'Rat der Bundesstadt Bonn', 'Bonn City Council', 'https://www.bonn.de'),
  council(
    'DE-NW',
    'Münster',
    '48143',
    'Rat der Stadt Münster',
    'Münster City Council',
    'https://www.stadt-muenster.de',
  ),
  council(
    'DE-BW',
    'Mannheim',
    '68159',
    'Gemeinderat Mannheim',
    'Mannheim City Council',
    'https://www.mannheim.de',
  ),
  council(
    'DE-BW',
    'Karlsruhe',
    '76133',
    'Gemeinderat Karlsruhe',
    'Karlsruhe City Council',
    'https://www.karlsruhe.de',
  ),
];
