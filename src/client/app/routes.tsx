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

type Page = ReturnType<typeof lazyPage>;

/** Every route of both spec route tables, tried in this order; the step routes come before /register/:type. */
const ROUTES: ReadonlyArray<readonly [path: string, page: Page]> = [
  ['/', LandingPage],
  ['/browse', BrowsePage],
  ['/horse/:id', HorseDetailPage],
  ['/user/:id', PublicProfilePage],
  ['/register/step1', RegisterStep1Page],
  ['/register/step2', RegisterStep2Page],
  ['/register/step3', RegisterStep3Page],
  ['/registration-complete', RegistrationCompletePage],
  ['/register/:type', RegisterByTypePage],
  ['/messages', MessagesPage],
  ['/login', LoginPage],
  ['/forgot-password', ForgotPasswordPage],
  ['/email-confirmed', EmailConfirmedPage],
  ['/reset-password/:token', ResetPasswordPage],
  ['/reset-password', ResetPasswordPage],
  ['/my-profile', MyProfilePage],
  ['/requests', RequestsInboxPage],
  ['/saved-searches', SavedSearchesPage],
  ['/unsubscribe/:token', UnsubscribePage],
  ['/add-horse', AddHorsePage],
  ['/edit-horse/:id', EditHorsePage],
  ['/admin', AdminLoginPage],
  ['/admin/dashboard', AdminDashboardPage],
  ['/terms-of-service', TermsOfServicePage],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/safety-guidelines', SafetyGuidelinesPage],
  ['/faqs', FaqsPage],
  ['/contact-us', ContactUsPage],
  ['/about-us', AboutUsPage],
];

/** A route's path as the router matches it: `:name` is one segment, and a trailing slash is allowed. */
function routePattern(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`, 'i');
}

/**
 * Loads the module of the page at this path before main.tsx hydrates a page the server drew. Which pages
 * arrive drawn is the contract's DRAWN_SCREENS (src/contract/first-screens.ts); each is a route here, so
 * this needs no list of its own.
 */
export async function preloadDrawnPage(path: string): Promise<void> {
  await ROUTES.find(([route]) => routePattern(route).test(path))?.[1].preload();
}

/**
 * A route's key is its page's: two paths of one page (/reset-password and /reset-password/:token) keep the
 * page mounted between them, as the routes written out one by one did.
 */
const keyOf = (page: Page) => String(ROUTES.findIndex(([, candidate]) => candidate === page));

export function PageLoading() {
  return <PageSpinner label="Loading page" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ROUTES.map(([path, page]) => (
          <Route key={keyOf(page)} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
