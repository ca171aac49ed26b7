// Saved items on the account (DESIGN §4.3): the device keeps its own lists for everyone; a logged-in device
// merges them into the account at login and sends each save and unsave, so other devices see them.
import type { Db } from '../../db/database.js';
import { deleteSavedItemsExcept, findSavedItems, insertSavedItems } from './saved.repository.js';
import type { SavedItems } from './saved.schemas.js';

export const getSavedItems = (db: Db, userId: number): Promise<SavedItems> => findSavedItems(db, userId);

/** The account's lists become exactly these (a save or unsave on a logged-in device). */
export async function replaceSavedItems(db: Db, userId: number, items: SavedItems): Promise<SavedItems> {
  await db.transaction().execute(async (trx) => {
    await deleteSavedItemsExcept(trx, userId, items);
    await insertSavedItems(trx, userId, items);
  });
  return findSavedItems(db, userId);
}

/** The union of the account's lists and these (logging in on a device that saved items anonymously). */
export async function mergeSavedItems(db: Db, userId: number, items: SavedItems): Promise<SavedItems> {
  await insertSavedItems(db, userId, items);
  return findSavedItems(db, userId);
}
