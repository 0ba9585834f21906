import type { ReactNode } from 'react';
import { paths } from '#client/lib/paths';
import { BackLink } from '#client/components/layout/back-link';
import { PageContainer } from '#client/components/layout/page-container';
import { Card, CardContent } from '#client/components/ui/card';

/**
 * The page around the add and edit forms: back link and heading. The form itself is the caller's (it holds
 * the form's state); its sections are cards.
 */
export function HorseFormShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto grid max-w-3xl gap-6">
        <BackLink href={paths.myProfile()}>Back to My Profile</BackLink>
        <div>
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted">{intro}</p>
        </div>
        {children}
      </div>
    </PageContainer>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}
