export { ContactUsPage } from './contact-us-page';
