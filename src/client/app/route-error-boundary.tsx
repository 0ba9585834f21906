import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageContainer } from '../components/layout/page-container';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/**
 * Catches a page that fails to render or to load (e.g. a stale code chunk after a deploy), so the navbar and
 * footer stay usable. The app keys it by location, so navigating elsewhere resets it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PageContainer className="py-16">
        <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
        <Alert variant="danger" className="mt-6" title="This page could not be shown.">
          Please reload the page. If the problem continues, try again later.
        </Alert>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </PageContainer>
    );
  }
}
