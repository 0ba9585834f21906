export { AgreementPage } from './agreement-page';
