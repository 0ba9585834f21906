import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '#client/components/layout/page-states';

type PageModule = { default: ComponentType };

/**
 * Lazily loads a page module's named export, so each screen is its own chunk and the first load stays small.
 * Pages read route params with wouter's useParams() and the query with useSearch()/useSearchParams().
 *
 * `preload()` fetches it ahead; once it has arrived, React gets the page at once rather than a promise to
 * wait on (a thenable that answers synchronously). That matters for a page that arrives drawn: hydrated
 * with its module at hand, it is taken over in one pass, while a page still waiting for its module would be
 * thrown away and drawn again by the first update around it (the signed-in check answering, say).
 */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => (loaded = { default: module[exportName] as ComponentType })));
  const Page = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded as PageModule),
        } as Promise<PageModule>)
      : preload(),
  );
  return Object.assign(Page, { preload });
}

// Public and community (docs/product.md §P2)
const LandingPage = lazyPage(() => import('../features/landing'), 'LandingPage');
const BrowsePage = lazyPage(() => import('#client/features/horses/browse/browse-page'), 'BrowsePage');
const HorseDetailPage = lazyPage(
  () => import('#client/features/horses/detail/horse-detail-page'),
  'HorseDetailPage',
);
const PublicProfilePage = lazyPage(
  () => import('../features/profile/public-profile-page'),
  'PublicProfilePage',
);
const MessagesPage = lazyPage(() => import('../features/messages/messages-page'), 'MessagesPage');
const TermsOfServicePage = lazyPage(() => import('../features/static-pages'), 'TermsOfServicePage');
const PrivacyPolicyPage = lazyPage(() => import('../features/static-pages'), 'PrivacyPolicyPage');
const SafetyGuidelinesPage = lazyPage(() => import('../features/static-pages'), 'SafetyGuidelinesPage');
const FaqsPage = lazyPage(() => import('../features/static-pages'), 'FaqsPage');
const ContactUsPage = lazyPage(() => import('../features/contact'), 'ContactUsPage');
const AboutUsPage = lazyPage(() => import('../features/static-pages'), 'AboutUsPage');
// Member and operator (docs/product.md §M2)
const RegisterStep1Page = lazyPage(
  () => import('#client/features/registration/register-step1-page'),
  'RegisterStep1Page',
);
const RegisterStep2Page = lazyPage(
  () => import('#client/features/registration/register-step2-page'),
  'RegisterStep2Page',
);
const RegisterStep3Page = lazyPage(
  () => import('#client/features/registration/register-step3-page'),
  'RegisterStep3Page',
);
const RegistrationCompletePage = lazyPage(
  () => import('#client/features/registration/registration-complete-page'),
  'RegistrationCompletePage',
);
const RegisterByTypePage = lazyPage(
  () => import('#client/features/registration/register-by-type-page'),
  'RegisterByTypePage',
);
const LoginPage = lazyPage(() => import('../features/accounts/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/accounts/forgot-password-page'),
  'ForgotPasswordPage',
);
const EmailConfirmedPage = lazyPage(
  () => import('#client/features/email-verification/email-confirmed-page'),
  'EmailConfirmedPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/accounts/reset-password-page'),
  'ResetPasswordPage',
);
const MyProfilePage = lazyPage(() => import('../features/accounts/my-profile-page'), 'MyProfilePage');
const AddHorsePage = lazyPage(() => import('#client/features/horses/form/add-horse-page'), 'AddHorsePage');
const EditHorsePage = lazyPage(() => import('#client/features/horses/form/edit-horse-page'), 'EditHorsePage');
const AdminLoginPage = lazyPage(() => import('#client/features/admin/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(
  () => import('#client/features/admin/admin-dashboard-page'),
  'AdminDashboardPage',
);
const RequestsInboxPage = lazyPage(() => import('../features/requests'), 'RequestsInboxPage');
const SavedSearchesPage = lazyPage(() => import('../features/saved-searches'), 'SavedSearchesPage');
const UnsubscribePage = lazyPage(() => import('../features/saved-searches'), 'UnsubscribePage');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/** The pages that can arrive drawn (prerender/render-page.tsx), by path. */
const DRAWN_PAGES: Array<[RegExp, { preload: () => Promise<unknown> }]> = [
  [/^\/$/, LandingPage],
  [/^\/browse\/?$/, BrowsePage],
  [/^\/horse\/[^/]+\/?$/, HorseDetailPage],
];

/** Loads the module of the page at this path, if it is one that arrives drawn, before hydrating it. */
export async function preloadDrawnPage(path: string): Promise<void> {
  await DRAWN_PAGES.find(([pattern]) => pattern.test(path))?.[1].preload();
}

export function PageLoading() {
  return <PageSpinner label="Loading page" />;
}

/** Every route of both spec route tables; the step routes come before /register/:type. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/browse" component={BrowsePage} />
        <Route path="/horse/:id" component={HorseDetailPage} />
        <Route path="/user/:id" component={PublicProfilePage} />
        <Route path="/register/step1" component={RegisterStep1Page} />
        <Route path="/register/step2" component={RegisterStep2Page} />
        <Route path="/register/step3" component={RegisterStep3Page} />
        <Route path="/registration-complete" component={RegistrationCompletePage} />
        <Route path="/register/:type" component={RegisterByTypePage} />
        <Route path="/messages" component={MessagesPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/email-confirmed" component={EmailConfirmedPage} />
        <Route path="/reset-password/:token" component={ResetPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/my-profile" component={MyProfilePage} />
        <Route path="/requests" component={RequestsInboxPage} />
        <Route path="/saved-searches" component={SavedSearchesPage} />
        <Route path="/unsubscribe/:token" component={UnsubscribePage} />
        <Route path="/add-horse" component={AddHorsePage} />
        <Route path="/edit-horse/:id" component={EditHorsePage} />
        <Route path="/admin" component={AdminLoginPage} />
        <Route path="/admin/dashboard" component={AdminDashboardPage} />
        <Route path="/terms-of-service" component={TermsOfServicePage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/safety-guidelines" component={SafetyGuidelinesPage} />
        <Route path="/faqs" component={FaqsPage} />
        <Route path="/contact-us" component={ContactUsPage} />
        <Route path="/about-us" component={AboutUsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
