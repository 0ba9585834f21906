import type { FormEventHandler, ReactNode } from 'react';
import { paths } from '#client/lib/paths';
import { BackLink } from '#client/components/layout/back-link';
import { PageContainer } from '#client/components/layout/page-container';
import { Card, CardContent } from '#client/components/ui/card';

/** The page around the add and edit forms: back link, heading, and the form's sections as cards. */
export function HorseFormShell({
  title,
  intro,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
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
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          {children}
        </form>
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
