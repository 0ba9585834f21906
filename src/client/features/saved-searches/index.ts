export { SavedSearchesPage } from './saved-searches-page';
export { UnsubscribePage } from './unsubscribe-page';
