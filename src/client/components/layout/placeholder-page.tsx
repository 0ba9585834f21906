import { Link } from 'wouter';
import { usePageTitle } from '#client/lib/use-page-title';
import { Button } from '../ui/button';
import { PageContainer } from './page-container';

/** Stands in for a screen that is not built yet. */
export function PlaceholderPage({ name }: { name: string }) {
  usePageTitle(name);
  return (
    <PageContainer className="py-16 text-center">
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">{name}</h1>
      <p className="mt-4 text-lg text-muted">This screen is coming soon.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link href="/">Back to home</Link>
      </Button>
    </PageContainer>
  );
}
