import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '#client/components/layout/page-states';

type PageModule = { default: ComponentType };

/**
 * Lazily loads the page a module exports as `exportName`, so each screen is its own chunk and the first
 * load stays small. Pages read route params with wouter's useParams() and the query with
 * useSearch()/useSearchParams().
 *
 * `preload()` fetches it ahead; once it has arrived, React gets the page at once rather than a promise to
 * wait on (a thenable that answers synchronously). That matters for a page that arrives drawn: hydrated
 * with its module at hand, it is taken over in one pass, while a page still waiting for its module would be
 * thrown away and drawn again by the first update around it (the signed-in check answering, say).
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, exportName: Name) {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = { default: module[exportName] })));
  const Page = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded as PageModule),
        } as Promise<PageModule>)
      : preload(),
  );
  return Object.assign(Page, { preload });
}

type Page = ReturnType<typeof lazyPage>;

/**
 * The pages by the name their module exports them under, each loader written once: `page(name)` makes a
 * name's lazy page on first use and hands the same one after, so two paths of one page share it.
 */
function pageTable<Name extends string>(loaders: {
  [N in Name]: () => Promise<Record<NoInfer<N>, ComponentType>>;
}) {
  const made: Partial<Record<Name, Page>> = {};
  return <N extends Name>(name: N): Page => (made[name] ??= lazyPage(loaders[name], name));
}

const page = pageTable({
  // Public and community (docs/product.md §P2)
  LandingPage: () => import('../features/landing'),
  BrowsePage: () => import('#client/features/horses/browse/browse-page'),
  HorseDetailPage: () => import('#client/features/horses/detail/horse-detail-page'),
  PublicProfilePage: () => import('../features/profile/public-profile-page'),
  MessagesPage: () => import('../features/messages/messages-page'),
  TermsOfServicePage: () => import('../features/static-pages'),
  PrivacyPolicyPage: () => import('../features/static-pages'),
  SafetyGuidelinesPage: () => import('../features/static-pages'),
  FaqsPage: () => import('../features/static-pages'),
  ContactUsPage: () => import('../features/contact'),
  AboutUsPage: () => import('../features/static-pages'),
  // Member and operator (docs/product.md §M2)
  RegisterStep1Page: () => import('#client/features/registration/register-step1-page'),
  RegisterStep2Page: () => import('#client/features/registration/register-step2-page'),
  RegisterStep3Page: () => import('#client/features/registration/register-step3-page'),
  RegistrationCompletePage: () => import('#client/features/registration/registration-complete-page'),
  RegisterByTypePage: () => import('#client/features/registration/register-by-type-page'),
  LoginPage: () => import('../features/accounts/login-page'),
  ForgotPasswordPage: () => import('../features/accounts/forgot-password-page'),
  EmailConfirmedPage: () => import('#client/features/email-verification/email-confirmed-page'),
  ResetPasswordPage: () => import('../features/accounts/reset-password-page'),
  MyProfilePage: () => import('../features/accounts/my-profile-page'),
  AddHorsePage: () => import('#client/features/horses/form/add-horse-page'),
  EditHorsePage: () => import('#client/features/horses/form/edit-horse-page'),
  AdminLoginPage: () => import('#client/features/admin/admin-login-page'),
  AdminDashboardPage: () => import('#client/features/admin/admin-dashboard-page'),
  AdminAgreementPage: () => import('#client/features/admin/admin-agreement-page'),
  RequestsInboxPage: () => import('../features/requests'),
  AgreementPage: () => import('../features/agreements'),
  SavedSearchesPage: () => import('../features/saved-searches'),
  UnsubscribePage: () => import('../features/saved-searches'),
  RefereePage: () => import('../features/references'),
  NotFoundPage: () => import('./not-found-page'),
});

type PageName = Parameters<typeof page>[0];

/** Every route of both spec route tables, tried in this order; the step routes come before /register/:type. */
const ROUTES: ReadonlyArray<readonly [path: string, page: PageName]> = [
  ['/', 'LandingPage'],
  ['/browse', 'BrowsePage'],
  ['/horse/:id', 'HorseDetailPage'],
  ['/user/:id', 'PublicProfilePage'],
  ['/register/step1', 'RegisterStep1Page'],
  ['/register/step2', 'RegisterStep2Page'],
  ['/register/step3', 'RegisterStep3Page'],
  ['/registration-complete', 'RegistrationCompletePage'],
  ['/register/:type', 'RegisterByTypePage'],
  ['/messages', 'MessagesPage'],
  ['/login', 'LoginPage'],
  ['/forgot-password', 'ForgotPasswordPage'],
  ['/email-confirmed', 'EmailConfirmedPage'],
  ['/reset-password/:token', 'ResetPasswordPage'],
  ['/reset-password', 'ResetPasswordPage'],
  ['/my-profile', 'MyProfilePage'],
  ['/requests', 'RequestsInboxPage'],
  ['/requests/:id/agreement', 'AgreementPage'],
  ['/saved-searches', 'SavedSearchesPage'],
  ['/unsubscribe/:token', 'UnsubscribePage'],
  ['/reference/:token', 'RefereePage'],
  ['/add-horse', 'AddHorsePage'],
  ['/edit-horse/:id', 'EditHorsePage'],
  ['/admin', 'AdminLoginPage'],
  ['/admin/dashboard', 'AdminDashboardPage'],
  ['/admin/agreements/:id', 'AdminAgreementPage'],
  ['/terms-of-service', 'TermsOfServicePage'],
  ['/privacy-policy', 'PrivacyPolicyPage'],
  ['/safety-guidelines', 'SafetyGuidelinesPage'],
  ['/faqs', 'FaqsPage'],
  ['/contact-us', 'ContactUsPage'],
  ['/about-us', 'AboutUsPage'],
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
  const found = ROUTES.find(([route]) => routePattern(route).test(path));
  if (found) await page(found[1]).preload();
}

export function PageLoading() {
  return <PageSpinner label="Loading page" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {/* A route's key is its page's name: two paths of one page (/reset-password and
            /reset-password/:token) keep the page mounted between them. */}
        {ROUTES.map(([path, name]) => (
          <Route key={name} path={path} component={page(name)} />
        ))}
        <Route component={page('NotFoundPage')} />
      </Switch>
    </Suspense>
  );
}
