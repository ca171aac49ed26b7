// German cities the demo events take place in. Points are the centres of each city's central postal code
// (zip-to-city / OpenGeoDB, public domain); weight is a rough share of the events, bigger cities more.

export interface DemoCity {
  name: string;
  zip_code: string;
  lat: number;
  lon: number;
  weight: number;
}

export const DEMO_CITIES: readonly DemoCity[] = [
  { name: 'Berlin', zip_code: '10117', lat: 52.5187, lon: 13.3902, weight: 14 },
  { name: 'Hamburg', zip_code: '20095', lat: 53.5542, lon: 10.0011, weight: 8 },
  { name: 'München', zip_code: '80331', lat: 48.1379, lon: 11.5722, weight: 7 },
  { name: 'Köln', zip_code: '50667', lat: 50.9401, lon: 6.9577, weight: 6 },
  { name: 'Frankfurt am Main', zip_code: '60311', lat: 50.112, lon: 8.6839, weight: 5 },
  { name: 'Stuttgart', zip_code: '70173', lat: 48.782, lon: 9.1793, weight: 4 },
  { name: 'Düsseldorf', zip_code: '40213', lat: 51.2264, lon: 6.7729, weight: 4 },
  { name: 'Leipzig', zip_code: '04109', lat: 51.3402, lon: 12.3662, weight: 5 },
  { name: 'Dortmund', zip_code: '44135', lat: 51.5147, lon: 7.4734, weight: 3 },
  { name: 'Essen', zip_code: '45127', lat: 51.4587, lon: 7.0088, weight: 3 },
  { name: 'Bremen', zip_code: '28195', lat: 53.0814, lon: 8.8051, weight: 3 },
  { name: 'Dresden', zip_code: '01067', lat: 51.06, lon: 13.7211, weight: 4 },
  { name: 'Hannover', zip_code: '30159', lat: 52.3753, lon: 9.7379, weight: 3 },
  { name: 'Nürnberg', zip_code: '90403', lat: 49.4556, lon: 11.0795, weight: 3 },
  { name: 'Duisburg', zip_code: '47051', lat: 51.4338, lon: 6.7673, weight: 2 },
  { name: 'Bochum', zip_code: '44787', lat: 51.484, lon: 7.2167, weight: 2 },
  { name: 'Wuppertal', zip_code: '42103', lat: 51.2578, lon: 7.1471, weight: 2 },
  { name: 'Bielefeld', zip_code: '33602', lat: 52.0245, lon: 8.5346, weight: 2 },
  { name: 'Bonn', zip_code: '53111', lat: 50.7412, lon: 7.102, weight: 2 },
  { name: 'Münster', zip_code: '48143', lat: 51.9625, lon: 7.6259, weight: 2 },
  { name: 'Mannheim', zip_code: '68159', lat: 49.494, lon: 8.4571, weight: 2 },
  { name: 'Karlsruhe', zip_code: '76133', lat: 49.0132, lon: 8.3922, weight: 2 },
  { name: 'Augsburg', zip_code: '86150', lat: 48.366, lon: 10.8921, weight: 2 },
  { name: 'Wiesbaden', zip_code: '65183', lat: 50.0844, lon: 8.2377, weight: 1 },
  { name: 'Mainz', zip_code: '55116', lat: 50.0004, lon: 8.2739, weight: 1 },
  { name: 'Kiel', zip_code: '24103', lat: 54.3257, lon: 10.131, weight: 1 },
  { name: 'Freiburg im Breisgau', zip_code: '79098', lat: 47.9959, lon: 7.8508, weight: 2 },
  { name: 'Erfurt', zip_code: '99084', lat: 50.9778, lon: 11.03, weight: 1 },
  { name: 'Rostock', zip_code: '18055', lat: 54.0849, lon: 12.1703, weight: 1 },
  { name: 'Magdeburg', zip_code: '39104', lat: 52.1218, lon: 11.6407, weight: 1 },
  { name: 'Potsdam', zip_code: '14467', lat: 52.4055, lon: 13.0705, weight: 1 },
  { name: 'Saarbrücken', zip_code: '66111', lat: 49.238, lon: 6.9993, weight: 1 },
  { name: 'Halle (Saale)', zip_code: '06108', lat: 51.4882, lon: 11.9662, weight: 1 },
  { name: 'Göttingen', zip_code: '37073', lat: 51.535, lon: 9.9325, weight: 1 },
  { name: 'Regensburg', zip_code: '93047', lat: 49.0176, lon: 12.0952, weight: 1 },
  { name: 'Kassel', zip_code: '34117', lat: 51.3172, lon: 9.4908, weight: 1 },
];
