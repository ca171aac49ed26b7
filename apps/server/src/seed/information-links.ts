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
});

const council = (
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
});

// State parliaments sit at country level: the spec's links have a country and a city but no state.
export const GERMAN_INFORMATION_LINKS: readonly InformationLinkSeed[] = [
  national(
    'Deutscher Bundestag',
    'German Bundestag',
    'https://www.bundestag.de',
    'https://www.bundestag.de/en',
  ),
  national(
    'Landtag von Baden-Württemberg',
    'State Parliament of Baden-Württemberg',
    'https://www.landtag-bw.de',
  ),
  national('Bayerischer Landtag', 'Bavarian State Parliament', 'https://www.bayern.landtag.de'),
  national(
    'Abgeordnetenhaus Berlin',
    'House of Representatives of Berlin',
    'https://www.parlament-berlin.de',
  ),
  national('Landtag Brandenburg', 'State Parliament of Brandenburg', 'https://www.landtag.brandenburg.de'),
  national('Bremische Bürgerschaft', 'Bremen State Parliament', 'https://www.bremische-buergerschaft.de'),
  national('Hamburgische Bürgerschaft', 'Hamburg Parliament', 'https://www.hamburgische-buergerschaft.de'),
  national('Hessischer Landtag', 'Hessian State Parliament', 'https://hessischer-landtag.de'),
  national(
    'Landtag Mecklenburg-Vorpommern',
    'State Parliament of Mecklenburg-Western Pomerania',
    'https://www.landtag-mv.de',
  ),
  national(
    'Niedersächsischer Landtag',
    'Lower Saxony State Parliament',
    'https://www.landtag-niedersachsen.de',
  ),
  national(
    'Landtag Nordrhein-Westfalen',
    'State Parliament of North Rhine-Westphalia',
    'https://www.landtag.nrw.de',
  ),
  national(
    'Landtag Rheinland-Pfalz',
    'State Parliament of Rhineland-Palatinate',
    'https://www.landtag.rlp.de',
  ),
  national('Landtag des Saarlandes', 'State Parliament of Saarland', 'https://www.landtag-saar.de'),
  national('Sächsischer Landtag', 'Saxon State Parliament', 'https://www.landtag.sachsen.de'),
  national(
    'Landtag von Sachsen-Anhalt',
    'State Parliament of Saxony-Anhalt',
    'https://www.landtag.sachsen-anhalt.de',
  ),
  national(
    'Schleswig-Holsteinischer Landtag',
    'State Parliament of Schleswig-Holstein',
    'https://www.landtag.ltsh.de',
  ),
  national('Thüringer Landtag', 'Thuringian State Parliament', 'https://www.thueringer-landtag.de'),
  // City-states: the state parliament is also the city's council, so the city asks for it too.
  council(
    'Berlin',
    '10117',
    'Abgeordnetenhaus Berlin',
    'House of Representatives of Berlin',
    'https://www.parlament-berlin.de',
  ),
  council(
    'Hamburg',
    '20095',
    'Hamburgische Bürgerschaft',
    'Hamburg Parliament',
    'https://www.hamburgische-buergerschaft.de',
  ),
  council(
    'Bremen',
    '28195',
    'Bremische Bürgerschaft',
    'Bremen State Parliament',
    'https://www.bremische-buergerschaft.de',
  ),
  council('München', '80331', 'Stadtrat München', 'Munich City Council', 'https://stadt.muenchen.de'),
  council('Köln', '50667', 'Rat der Stadt Köln', 'Cologne City Council', 'https://www.stadt-koeln.de'),
  council(
    'Frankfurt am Main',
    '60311',
    'Stadtverordnetenversammlung Frankfurt am Main',
    'Frankfurt City Council',
    'https://frankfurt.de',
  ),
  council(
    'Stuttgart',
    '70173',
    'Gemeinderat Stuttgart',
    'Stuttgart City Council',
    'https://www.stuttgart.de',
  ),
  council(
    'Düsseldorf',
    '40213',
    'Rat der Landeshauptstadt Düsseldorf',
    'Düsseldorf City Council',
    'https://www.duesseldorf.de',
  ),
  council('Leipzig', '04109', 'Ratsversammlung Leipzig', 'Leipzig City Council', 'https://www.leipzig.de'),
  council('Dortmund', '44135', 'Rat der Stadt Dortmund', 'Dortmund City Council', 'https://www.dortmund.de'),
  council('Essen', '45127', 'Rat der Stadt Essen', 'Essen City Council', 'https://www.essen.de'),
  council('Dresden', '01067', 'Stadtrat Dresden', 'Dresden City Council', 'https://www.dresden.de'),
  council(
    'Hannover',
    '30159',
    'Rat der Landeshauptstadt Hannover',
    'Hanover City Council',
    'https://www.hannover.de',
  ),
  council('Nürnberg', '90403', 'Stadtrat Nürnberg', 'Nuremberg City Council', 'https://www.nuernberg.de'),
  council('Duisburg', '47051', 'Rat der Stadt Duisburg', 'Duisburg City Council', 'https://www.duisburg.de'),
  council('Bochum', '44787', 'Rat der Stadt Bochum', 'Bochum City Council', 'https://www.bochum.de'),
  council(
    'Wuppertal',
    '42103',
    'Rat der Stadt Wuppertal',
    'Wuppertal City Council',
    'https://www.wuppertal.de',
  ),
  council(
    'Bielefeld',
    '33602',
    'Rat der Stadt Bielefeld',
    'Bielefeld City Council',
    'https://www.bielefeld.de',
  ),
  council('Bonn', '53111', 'Rat der Bundesstadt Bonn', 'Bonn City Council', 'https://www.bonn.de'),
  council(
    'Münster',
    '48143',
    'Rat der Stadt Münster',
    'Münster City Council',
    'https://www.stadt-muenster.de',
  ),
  council('Mannheim', '68159', 'Gemeinderat Mannheim', 'Mannheim City Council', 'https://www.mannheim.de'),
  council(
    'Karlsruhe',
    '76133',
    'Gemeinderat Karlsruhe',
    'Karlsruhe City Council',
    'https://www.karlsruhe.de',
  ),
];
