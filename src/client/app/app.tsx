import { useLocation } from 'wouter';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { useSaveAfterSignIn } from '../components/horse/save-horse-button';
import { ConfirmEmailBanner } from '../features/email-verification/confirm-email-banner';
import { useMessageStream } from '../features/messages';
import { useAccountChangesFromOtherTabs } from '../lib/account-changes';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';

/** The page layout: skip link, navbar, the routed page in <main id="main">, footer. */
export function App() {
  const [location] = useLocation();
  useMessageStream();
  // Another tab confirmed the address: this one follows, without a reload.
  useAccountChangesFromOtherTabs();
  // A visitor who pressed a heart signed in and came back here with ?save=<horse id>.
  useSaveAfterSignIn();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-3 focus:text-cream"
      >
        Skip to content
      </a>
      <ScrollManager />
      <Navbar />
      <ConfirmEmailBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary key={location}>
          <AppRoutes />
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
