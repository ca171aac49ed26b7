import { describe, expect, it } from 'vitest';
import {
  EMPTY_SOURCE_FORM,
  type SourceFormValues,
  sourceBodyOf,
  sourceFormProblems,
  sourceFormValuesOf,
} from './source-form-values';
import { TITLE_IMAGE_MAX_BYTES, titleImageProblem } from './title-image';
import type { OwnSource } from './types';

const LOGO = new File(['png'], 'logo.png', { type: 'image/png' });
const VALID: SourceFormValues = {
  ...EMPTY_SOURCE_FORM,
  name: ' Fahrradinitiative Leipzig ',
  city: 'Leipzig',
  source_type_id: 3,
  topic_ids: [2],
  description: 'We ride.',
  internal_contact: 'team@example.org',
  image: LOGO,
};

describe('source form checks (spec §5)', () => {
  it('asks for name, city, source type, topics, description, image and internal contact; country starts as DE', () => {
    expect(sourceFormProblems(EMPTY_SOURCE_FORM, false)).toEqual({
      name: 'required',
      city: 'required',
      description: 'required',
      source_type_id: 'required',
      topic_ids: 'required',
      internal_contact: 'required',
      image: 'required',
    });
  });

  it('accepts a complete source', () => {
    expect(sourceFormProblems(VALID, false)).toEqual({});
  });

  it('needs no new image when the edited source already has one', () => {
    expect(sourceFormProblems({ ...VALID, image: undefined }, true)).toEqual({});
  });

  it('wants an e-mail address as internal contact and an http(s) web address', () => {
    expect(sourceFormProblems({ ...VALID, internal_contact: 'team', url: 'www.example.org' }, false)).toEqual(
      {
        internal_contact: 'invalidEmail',
        url: 'invalidUrl',
      },
    );
  });

  it('refuses files that are not images and images over 5 MB', () => {
    const pdf = new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' });
    expect(sourceFormProblems({ ...VALID, image: pdf }, false)).toEqual({ image: 'imageType' });
    expect(titleImageProblem({ type: 'image/jpeg', size: TITLE_IMAGE_MAX_BYTES + 1 })).toBe('imageTooLarge');
    expect(titleImageProblem({ type: 'image/jpeg', size: TITLE_IMAGE_MAX_BYTES })).toBeUndefined();
  });
});

describe('source body', () => {
  it('trims text and sends empty optional fields as null, without the image', () => {
    expect(sourceBodyOf(VALID)).toEqual({
      name: 'Fahrradinitiative Leipzig',
      country: 'DE',
      city: 'Leipzig',
      zip_code: null,
      street: null,
      house_number: null,
      source_type_id: 3,
      topic_ids: [2],
      description: 'We ride.',
      url: null,
      internal_contact: 'team@example.org',
      public_contact: null,
    });
  });

  it('gives back the fields it loaded', () => {
    const source = {
      id: 7,
      name: 'Mieterverein',
      country: 'AT',
      city: 'Wien',
      zip_code: '1010',
      street: 'Ring',
      house_number: '3',
      source_type_id: 1,
      topic_ids: [4, 5],
      description: 'Tenants.',
      url: 'https://example.org',
      public_contact: 'info@example.org',
    } as OwnSource;
    const values = sourceFormValuesOf(source, 'intern@example.org');
    expect(values.image).toBeUndefined();
    expect(sourceBodyOf(values)).toEqual({
      name: 'Mieterverein',
      country: 'AT',
      city: 'Wien',
      zip_code: '1010',
      street: 'Ring',
      house_number: '3',
      source_type_id: 1,
      topic_ids: [4, 5],
      description: 'Tenants.',
      url: 'https://example.org',
      internal_contact: 'intern@example.org',
      public_contact: 'info@example.org',
    });
  });
});
