// Texts of the admin section Application Settings (issue 15, decision 046).
export const appSettingsEn = {
  intro:
    'The server’s environment gives the first value of each setting. A value saved here is used instead, on every page, without a restart; “Use the environment’s value” takes it back.',
  loadFailed: 'The settings could not be loaded.',
  association: 'The association',
  associationIntro: 'Shown in the footer, the logo’s description, About, Contact and Imprint.',
  name: 'Name',
  address: 'Address',
  representedBy: 'Represented by',
  taxId: 'Tax ID',
  email: 'E-mail',
  donateUrl: 'Donation link',
  codeUrl: 'Code link',
  translateUrl: 'Translation link',
  map: 'Map style',
  mapIntro:
    'The maps draw streets and place names from this MapLibre style. The browser may only load from the style’s host and the hosts listed below; maps opened after saving use the new style.',
  styleUrl: 'Style address',
  styleUrlHint: 'An http(s) address of a MapLibre style, or none for the outline of Germany only.',
  tileHosts: 'Further hosts of the style',
  tileHostsHint:
    'One address per line: tiles, glyphs, sprites or a PMTiles file on hosts other than the style’s.',
  fromEnvironment: 'From the environment ({{key}}).',
  storedHere: 'Saved here. The environment gives: {{value}}',
  nothing: 'nothing',
  useEnvironment: 'Use the environment’s value',
  useEnvironmentNamed: 'Use the environment’s value for {{name}}',
  styleInvalid: 'Please enter a web address starting with http:// or https://, or none.',
  save: 'Save',
  saved: 'Settings saved.',
};
