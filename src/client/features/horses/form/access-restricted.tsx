import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '#client/components/layout/page-container';
import { Card, CardContent } from '#client/components/ui/card';

/** A page-level refusal: a heading, why, and a way on. */
export function AccessRestricted({
  title = 'Access Restricted',
  children,
  actions,
}: {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageContainer className="py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <Lock aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">{title}</h1>
          <div className="text-muted">{children}</div>
          {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
