// Source administration rules (spec §4 "Source approval", §5, §6; decision 009): who may write, what a
// write checks, and the invariant that a source always has an administrator.
import type { Db } from '../../db/database.js';
import type { ApprovalStatus } from '../../db/tables.js';
import type { Caller } from '../../http/auth.js';
import { AppError, throwIfIssues, validationError } from '../../http/errors.js';
import { regroupDuplicates } from '../events/duplicates/event-duplicates.service.js';
import * as taxonomy from '../taxonomy/taxonomy.service.js';
import * as adminsRepository from './source-admins.repository.js';
import type { SourceAdmin } from './source-admins.schemas.js';
import { assertCanAdministerSource } from './source-permissions.js';
import * as repository from './source-writes.repository.js';
import {
  type AdministeredSource,
  SOURCE_PAGE_SIZE_DEFAULT,
  type SourceEventsQuery,
  type SourceInput,
} from './sources.schemas.js';
import { getAdministeredSource } from './sources.service.js';

export const NEEDS_TITLE_IMAGE = 'A source needs a title image before approval';

export async function createSource(db: Db, caller: Caller, input: SourceInput): Promise<AdministeredSource> {
  const fields = await checkInput(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const created = await repository.insertSource(trx, fields);
    await adminsRepository.insertSourceAdmin(trx, created, caller.id);
    return created;
  });
  return getAdministeredSource(db, id);
}

/** Edits keep the approval status (decision 009): approval is of the organisation, not of one wording. */
export async function updateSource(
  db: Db,
  caller: Caller,
  sourceId: number,
  input: SourceInput,
): Promise<AdministeredSource> {
  await assertCanAdministerSource(db, caller, sourceId);
  const fields = await checkInput(db, input);
  await db.transaction().execute((trx) => repository.updateSource(trx, sourceId, fields));
  return getAdministeredSource(db, sourceId);
}

/**
 * The source's events go with it, soft-deleted so their links answer 410 (decision 009), and leave their groups of
 * duplicates (decision 048) in the same transaction.
 */
export async function deleteSource(db: Db, caller: Caller, sourceId: number): Promise<void> {
  await assertCanAdministerSource(db, caller, sourceId);
  await db.transaction().execute(async (trx) => {
    const deleted = await repository.deleteSource(trx, sourceId, new Date());
    await regroupDuplicates(trx, deleted);
  });
}

export async function listAdmins(db: Db, caller: Caller, sourceId: number): Promise<SourceAdmin[]> {
  await assertCanAdministerSource(db, caller, sourceId);
  return adminsRepository.findSourceAdmins(db, sourceId);
}

export async function getInternalContact(
  db: Db,
  caller: Caller,
  sourceId: number,
): Promise<{ internal_contact: string }> {
  await assertCanAdministerSource(db, caller, sourceId);
  const { internal_contact } = await getAdministeredSource(db, sourceId);
  return { internal_contact };
}

/**
 * Spec §4 "Source approval": platform admins only (the route checks); approval needs the §5 image. A change lists
 * or unlists the source's events, so their groups of duplicates (decision 048) are built again in its transaction.
 */
export async function setApprovalStatus(
  db: Db,
  sourceId: number,
  status: ApprovalStatus,
): Promise<AdministeredSource> {
  const source = await getAdministeredSource(db, sourceId);
  if (status === 'approved' && !source.has_title_image) {
    throw validationError(['query', 'approval_status'], NEEDS_TITLE_IMAGE);
  }
  if (status !== source.approval_status) {
    await db.transaction().execute(async (trx) => {
      await repository.updateApprovalStatus(trx, sourceId, status);
      await regroupDuplicates(trx, await repository.findUndeletedEventIds(trx, sourceId));
    });
  }
  return getAdministeredSource(db, sourceId);
}

/**
 * A source always has an administrator (decision 009): removing the last one answers 409, unless a
 * platform admin does it (the platform then looks after the source). The count and the delete share a
 * transaction that locks the source row, so two concurrent removals cannot both pass the check.
 */
export async function removeAdmin(
  db: Db,
  caller: Caller,
  sourceId: number,
  adminUserId: number,
): Promise<SourceAdmin[]> {
  await assertCanAdministerSource(db, caller, sourceId);
  await db.transaction().execute(async (trx) => {
    await repository.lockSource(trx, sourceId);
    const current = await adminsRepository.findSourceAdmins(trx, sourceId);
    if (!current.some((admin) => admin.id === adminUserId)) {
      throw new AppError('not_found', 'This user does not administer the source');
    }
    if (current.length === 1 && !caller.admin) {
      throw new AppError('conflict', 'A source needs at least one administrator');
    }
    await adminsRepository.deleteSourceAdmin(trx, sourceId, adminUserId);
  });
  return adminsRepository.findSourceAdmins(db, sourceId);
}

export async function listEditableEventIds(
  db: Db,
  caller: Caller,
  sourceId: number,
  page: SourceEventsQuery,
): Promise<number[]> {
  await assertCanAdministerSource(db, caller, sourceId);
  return repository.findSourceEventIds(db, sourceId, 'all', {
    limit: page.limit ?? SOURCE_PAGE_SIZE_DEFAULT,
    offset: page.offset ?? 0,
  });
}

/**
 * What the schema cannot say: the type and topics exist, the url is a web address; text is trimmed and
 * empty optional text is stored as null. Unknown ids answer 422 at their place in the body.
 */
async function checkInput(db: Db, input: SourceInput): Promise<repository.SourceFields> {
  throwIfIssues([
    ...(await taxonomy.unknownIdIssues(db, 'source type', ['body', 'source_type_id'], input.source_type_id)),
    ...(await taxonomy.unknownIdIssues(db, 'topic', ['body', 'topic_ids'], input.topic_ids)),
  ]);
  const url = optional(input.url);
  if (url !== null && !isWebAddress(url)) {
    throw validationError(['body', 'url'], 'The url must be an http or https address');
  }
  return {
    name: input.name.trim(),
    country: input.country.toUpperCase(),
    city: input.city.trim(),
    zip_code: optional(input.zip_code),
    street: optional(input.street),
    house_number: optional(input.house_number),
    source_type_id: input.source_type_id,
    topic_ids: [...new Set(input.topic_ids)],
    description: input.description.trim(),
    url,
    internal_contact: input.internal_contact.trim(),
    public_contact: optional(input.public_contact),
  };
}

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
