import { Compass, Home, Search } from 'lucide-react';
import { PageContainer } from '../components/layout/page-container';
import { LinkButton } from '../components/ui/link-button';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Any path the router does not know (docs/product.md §P2, §P8): the spec's title, calmly, with ways on. The
 * spec's sentence ("Did you forget to add the page to the router?") speaks to developers, so visitors
 * read what happened and what they can do instead (decision 0015).
 */
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
          <p className="text-muted">
            We could not find that page. The link may be out of date, or the address mistyped. Start again
            from the home page, or browse the horses looking for help.
          </p>
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
