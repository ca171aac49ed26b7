// Logout drops the offline copies fetched with the account's token (issue 14): the next person on a
// shared device must not read them. Copies of public answers stay.
import { deletePersonalApiCaches } from './api-cache';

export async function forgetPersonalCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await deletePersonalApiCaches(caches);
  } catch (error) {
    // Storage the browser refuses to open holds nothing to delete.
    console.warn('Offline copies of the account could not be deleted', error);
  }
}
