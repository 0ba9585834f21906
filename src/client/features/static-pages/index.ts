export { AboutUsPage } from './about-us-page';
export { FaqsPage } from './faqs-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { SafetyGuidelinesPage } from './safety-guidelines-page';
export { TermsOfServicePage } from './terms-of-service-page';
