// Wire shape of an account's saved items (spec §3 "User", "Saved items"; DESIGN §4.3).
import { type Static, Type } from 'typebox';

/** Generous for a person, small enough that one request stays cheap. */
export const SAVED_IDS_MAX = 1_000;

const IdList = (what: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    maxItems: SAVED_IDS_MAX,
    description: `Ids of saved ${what}, in the order saved. Ids that name nothing are ignored.`,
  });

export const SavedItemsSchema = Type.Object(
  { saved_events: IdList('events'), saved_sources: IdList('sources') },
  { additionalProperties: false, description: 'The saved events and sources of the account.' },
);
export type SavedItems = Static<typeof SavedItemsSchema>;
