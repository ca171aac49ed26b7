// Wire types of the source administration screens, all taken from the generated OpenAPI schema (STYLE §3).
import type { paths } from '../../api/schema.gen';

export type Source = paths['/v1/source/{source_id}']['get']['responses'][200]['content']['application/json'];
/** The body of POST /v1/source/new and PUT /v1/source/{source_id}. */
export type SourceWriteBody = Pick<
  Source,
  | 'name'
  | 'country'
  | 'city'
  | 'zip_code'
  | 'street'
  | 'house_number'
  | 'source_type_id'
  | 'topic_ids'
  | 'description'
  | 'url'
  | 'public_contact'
> & { internal_contact: string };
