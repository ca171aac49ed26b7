// Test support for source administration: a source type, topics and sources inserted directly, so
// tests state their own starting point instead of leaning on the demo data.
import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ApprovalStatus } from '../../db/tables.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import type { SourceInput } from './sources.schemas.js';

export interface Taxonomy {
  sourceTypeId: number;
  topicIds: [number, number];
}

let counter = 0;

export async function insertTaxonomy(db: Db): Promise<Taxonomy> {
  counter += 1;
  const colours = {
    map_marker_color_default: '#111111',
    map_marker_color_selected: '#222222',
    map_marker_color_past: '#333333',
  };
  const type = await db
    .insertInto('source_types')
    .values({ name_en: `Union ${counter}`, name_de: `Gewerkschaft ${counter}`, ...colours })
    .returning('id')
    .executeTakeFirstOrThrow();
  const topics = await db
    .insertInto('topics')
    .values([
      { name_en: `Housing ${counter}`, name_de: `Wohnen ${counter}` },
      { name_en: `Peace ${counter}`, name_de: `Frieden ${counter}` },
    ])
    .returning('id')
    .execute();
  return { sourceTypeId: type.id, topicIds: topics.map((t) => t.id) as [number, number] };
}

export async function insertSource(
  db: Db,
  taxonomy: Taxonomy,
  options: { status?: ApprovalStatus; adminIds?: readonly number[]; name?: string } = {},
): Promise<number> {
  counter += 1;
  const { id } = await db
    .insertInto('sources')
    .values({
      name: options.name ?? `Initiative ${counter}`,
      country: 'DE',
      city: 'Köln',
      source_type_id: taxonomy.sourceTypeId,
      description: 'A neighbourhood initiative.',
      internal_contact: `contact${counter}@example.org`,
      approval_status: options.status ?? 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('source_topics').values({ source_id: id, topic_id: taxonomy.topicIds[0] }).execute();
  for (const userId of options.adminIds ?? []) {
    await db.insertInto('source_admins').values({ source_id: id, user_id: userId }).execute();
  }
  return id;
}

/** The callers spec §6 distinguishes for a source: its administrator, another source's, a plain user, a platform admin. */
export interface RoleUsers {
  owner: TestUser;
  otherSourceAdmin: TestUser;
  plain: TestUser;
  platformAdmin: TestUser;
}

export async function createRoleUsers(db: Db, config: Readonly<Config>): Promise<RoleUsers> {
  return {
    owner: await createTestUser(db, config),
    otherSourceAdmin: await createTestUser(db, config),
    plain: await createTestUser(db, config),
    platformAdmin: await createTestUser(db, config, { admin: true }),
  };
}

/** Spec §5 "Source": a complete, valid create body. */
export function sourceBody(taxonomy: Taxonomy, overrides: Partial<SourceInput> = {}): SourceInput {
  return {
    name: 'Mieterinitiative Ehrenfeld',
    country: 'DE',
    city: 'Köln',
    zip_code: '50823',
    street: 'Venloer Straße',
    house_number: '1',
    source_type_id: taxonomy.sourceTypeId,
    topic_ids: [...taxonomy.topicIds],
    description: 'Tenants of Ehrenfeld organising together.',
    url: 'https://mieter.example.org',
    internal_contact: 'board@example.org',
    public_contact: 'Open meeting every Tuesday',
    ...overrides,
  };
}

/**
 * An invitation to administer the source, inserted directly with a known token (the mail carries the token;
 * the table its SHA-256 digest, as the service stores it). Answers the invitation's id.
 */
export async function insertInvitation(
  db: Db,
  invitation: {
    sourceId: number;
    email: string;
    token: string;
    invitedBy?: number;
    expiresInMinutes?: number;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('source_invitations')
    .values({
      token_hash: createHash('sha256').update(invitation.token).digest('hex'),
      source_id: invitation.sourceId,
      invited_by: invitation.invitedBy ?? null,
      email: invitation.email,
      expires_at: new Date(Date.now() + (invitation.expiresInMinutes ?? 60) * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
