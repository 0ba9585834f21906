import { Compass, Home, Search } from 'lucide-react';
import { PageContainer } from '../components/layout/page-container';
import { LinkButton } from '../components/ui/link-button';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

/** Any path the router does not know (spec public §2, §8): the spec's words, calmly, with ways on. */
export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Compass aria-hidden="true" className="size-8" />
          </span>
          <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          <p className="text-muted">Did you forget to add the page to the router?</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <LinkButton href={paths.home()} icon={Home} variant="accent">
              Back to home
            </LinkButton>
            <LinkButton href={paths.browse()} icon={Search} variant="outline">
              Browse horses
            </LinkButton>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
