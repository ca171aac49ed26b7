// Checks a JSON-LD object against the schema.org Event properties Google documents for event listings
// (developers.google.com/search/docs/appearance/structured-data/event): required name, startDate and
// location; recommended description, endDate, eventAttendanceMode, eventStatus, image, organizer; and the
// schema.org types and enumerations those properties take. Returns the problems found, none when valid.

const EVENT_PROPERTIES = new Set([
  '@context',
  '@type',
  'name',
  'description',
  'url',
  'startDate',
  'endDate',
  'eventStatus',
  'eventAttendanceMode',
  'location',
  'organizer',
  'performer',
  'image',
  'offers',
  'previousStartDate',
]);
const EVENT_STATUSES = [
  'EventScheduled',
  'EventCancelled',
  'EventPostponed',
  'EventRescheduled',
  'EventMovedOnline',
];
const ATTENDANCE_MODES = [
  'OfflineEventAttendanceMode',
  'OnlineEventAttendanceMode',
  'MixedEventAttendanceMode',
];
/** ISO 8601 date-time with seconds optional and an offset (Google: a time without one is read as UTC+0). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isSchemaEnum = (value: unknown, members: readonly string[]) =>
  typeof value === 'string' &&
  members.some(
    (member) => value === `https://schema.org/${member}` || value === `http://schema.org/${member}`,
  );

function placeIssues(location: unknown): string[] {
  if (!isObject(location)) return ['location must be a Place object'];
  if (location['@type'] !== 'Place')
    return [`location @type must be Place, not ${String(location['@type'])}`];
  const issues: string[] = [];
  const address = location.address;
  if (isObject(address)) {
    if (address['@type'] !== 'PostalAddress') issues.push('location.address @type must be PostalAddress');
    const fields = ['streetAddress', 'addressLocality', 'postalCode', 'addressRegion', 'addressCountry'];
    if (!fields.some((field) => isText(address[field]))) issues.push('location.address has no field');
    for (const [key, value] of Object.entries(address)) {
      if (key !== '@type' && !fields.includes(key)) issues.push(`location.address has unknown ${key}`);
      else if (key !== '@type' && !isText(value)) issues.push(`location.address.${key} must be text`);
    }
  } else if (!isText(address)) {
    issues.push('location.address is required (PostalAddress or text)');
  }
  if (location.name !== undefined && !isText(location.name)) issues.push('location.name must be text');
  if (location.geo !== undefined) {
    const geo = location.geo;
    if (!isObject(geo) || geo['@type'] !== 'GeoCoordinates')
      issues.push('location.geo must be GeoCoordinates');
    else {
      const { latitude, longitude } = geo;
      if (typeof latitude !== 'number' || latitude < -90 || latitude > 90) issues.push('bad geo.latitude');
      if (typeof longitude !== 'number' || longitude < -180 || longitude > 180)
        issues.push('bad geo.longitude');
    }
  }
  return issues;
}

export function schemaOrgEventIssues(value: unknown): string[] {
  if (!isObject(value)) return ['not an object'];
  const issues: string[] = [];
  if (value['@context'] !== 'https://schema.org') issues.push('@context must be https://schema.org');
  if (value['@type'] !== 'Event') issues.push('@type must be Event');
  for (const key of Object.keys(value)) {
    if (!EVENT_PROPERTIES.has(key)) issues.push(`unknown Event property ${key}`);
  }
  if (!isText(value.name)) issues.push('name is required');
  if (typeof value.startDate !== 'string' || !DATE_TIME.test(value.startDate)) {
    issues.push(`startDate must be ISO 8601 with an offset: ${String(value.startDate)}`);
  }
  if (value.endDate !== undefined) {
    if (typeof value.endDate !== 'string' || !DATE_TIME.test(value.endDate)) {
      issues.push(`endDate must be ISO 8601 with an offset: ${String(value.endDate)}`);
    } else if (
      typeof value.startDate === 'string' &&
      Date.parse(value.endDate) < Date.parse(value.startDate)
    ) {
      issues.push('endDate is before startDate');
    }
  }
  issues.push(...placeIssues(value.location));
  if (value.description !== undefined && !isText(value.description)) issues.push('description must be text');
  if (value.url !== undefined && !isAbsoluteUrl(value.url)) issues.push('url must be absolute');
  if (value.eventStatus !== undefined && !isSchemaEnum(value.eventStatus, EVENT_STATUSES)) {
    issues.push(`eventStatus is not an EventStatusType: ${String(value.eventStatus)}`);
  }
  if (value.eventAttendanceMode !== undefined && !isSchemaEnum(value.eventAttendanceMode, ATTENDANCE_MODES)) {
    issues.push(
      `eventAttendanceMode is not an EventAttendanceModeEnumeration: ${String(value.eventAttendanceMode)}`,
    );
  }
  if (value.organizer !== undefined) {
    const organizer = value.organizer;
    if (!isObject(organizer) || !['Organization', 'Person'].includes(String(organizer['@type']))) {
      issues.push('organizer must be an Organization or Person');
    } else {
      if (!isText(organizer.name)) issues.push('organizer.name is required');
      if (organizer.url !== undefined && !isAbsoluteUrl(organizer.url))
        issues.push('organizer.url must be absolute');
    }
  }
  if (value.image !== undefined) {
    const images = Array.isArray(value.image) ? value.image : [value.image];
    if (images.length === 0 || !images.every(isAbsoluteUrl)) issues.push('image must be absolute URLs');
  }
  return issues;
}

/** The recommended properties Google lists that `value` lacks. */
export function missingRecommended(value: Json): string[] {
  return ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'organizer'].filter(
    (key) => value[key] === undefined,
  );
}
