// What other features may use of the saved items (decision 015: features import each other only here).
export { getSavedIds, subscribeToSaved } from './saved-store';
