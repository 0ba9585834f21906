export { RequestsInboxPage } from './requests-inbox-page';
