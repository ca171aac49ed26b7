// The source form's values (spec §3 "Source", wire names), its checks (spec §5: Source Name,
// Country, City, Source Type, Topics, Description, Image and Internal Point of Contact are
// required) and the body it sends.
import { type TitleImageProblem, titleImageProblem } from './title-image';
import type { OwnSource, SourceWriteBody } from './types';

export interface SourceFormValues {
  name: string;
  country: string;
  city: string;
  zip_code: string;
  street: string;
  house_number: string;
  source_type_id: number | undefined;
  topic_ids: number[];
  description: string;
  url: string;
  internal_contact: string;
  public_contact: string;
  /** A newly chosen title image; uploaded after the source is saved. */
  image: File | undefined;
}

export type SourceField = keyof SourceFormValues;
export type SourceFieldProblem = 'required' | 'invalidUrl' | 'invalidEmail' | TitleImageProblem;
export type SourceFormProblems = Partial<Record<SourceField, SourceFieldProblem>>;

/** Spec §2 "Source create and edit form": the countries the product covers first. */
export const SOURCE_COUNTRIES = [
  'DE',
  'AT',
  'CH',
  'LU',
  'LI',
  'BE',
  'NL',
  'FR',
  'IT',
  'PL',
  'CZ',
  'DK',
] as const;

export const EMPTY_SOURCE_FORM: SourceFormValues = {
  name: '',
  country: 'DE',
  city: '',
  zip_code: '',
  street: '',
  house_number: '',
  source_type_id: undefined,
  topic_ids: [],
  description: '',
  url: '',
  internal_contact: '',
  public_contact: '',
  image: undefined,
};

export function sourceFormValuesOf(
  source: Omit<OwnSource, 'internal_contact'>,
  internalContact: string,
): SourceFormValues {
  return {
    name: source.name,
    country: source.country,
    city: source.city,
    zip_code: source.zip_code ?? '',
    street: source.street ?? '',
    house_number: source.house_number ?? '',
    source_type_id: source.source_type_id,
    topic_ids: [...source.topic_ids],
    description: source.description,
    url: source.url ?? '',
    internal_contact: internalContact,
    public_contact: source.public_contact ?? '',
    image: undefined,
  };
}

const isBlank = (value: string): boolean => value.trim() === '';
const isWebAddress = (value: string): boolean => /^https?:\/\/\S+$/.test(value.trim());
const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** `hasStoredImage`: an edited source that already has a title image needs no new one. */
export function sourceFormProblems(values: SourceFormValues, hasStoredImage: boolean): SourceFormProblems {
  const problems: SourceFormProblems = {};
  for (const field of ['name', 'country', 'city', 'description'] as const) {
    if (isBlank(values[field])) problems[field] = 'required';
  }
  if (values.source_type_id === undefined) problems.source_type_id = 'required';
  if (values.topic_ids.length === 0) problems.topic_ids = 'required';
  if (isBlank(values.internal_contact)) problems.internal_contact = 'required';
  else if (!isEmail(values.internal_contact)) problems.internal_contact = 'invalidEmail';
  if (!isBlank(values.url) && !isWebAddress(values.url)) problems.url = 'invalidUrl';
  if (values.image !== undefined) {
    const imageProblem = titleImageProblem(values.image);
    if (imageProblem !== undefined) problems.image = imageProblem;
  } else if (!hasStoredImage) problems.image = 'required';
  return problems;
}

const textOrNull = (value: string): string | null => (isBlank(value) ? null : value.trim());

/** The JSON body of POST /v1/source/new and PUT /v1/source/{id}; the image goes separately. */
export function sourceBodyOf(values: SourceFormValues): SourceWriteBody {
  return {
    name: values.name.trim(),
    country: values.country,
    city: values.city.trim(),
    zip_code: textOrNull(values.zip_code),
    street: textOrNull(values.street),
    house_number: textOrNull(values.house_number),
    source_type_id: values.source_type_id ?? 0,
    topic_ids: [...values.topic_ids],
    description: values.description.trim(),
    url: textOrNull(values.url),
    internal_contact: values.internal_contact.trim(),
    public_contact: textOrNull(values.public_contact),
  };
}
