import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { PageContainer } from '../components/layout/page-container';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { usePageTitle } from '../lib/use-page-title';

/** Any path the router does not know (spec public §2, §8). */
export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="p-8">
          <div className="flex items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-danger" />
            <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
