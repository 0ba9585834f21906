import { Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent } from '#client/components/ui/card';
import { Spinner, type SpinnerProps } from '#client/components/ui/spinner';
import { PageContainer } from './page-container';

/**
 * A whole page waiting for its code or data: one spinner in the middle of the content column, as tall as
 * the screen below the navbar, so the footer stays out of view and does not jump when the page arrives
 * (a shift of what is on screen counts against CLS).
 */
export function PageSpinner(props: SpinnerProps) {
  return (
    <PageContainer className="flex min-h-[calc(100svh-4rem)] items-center justify-center">
      <Spinner {...props} />
    </PageContainer>
  );
}

/** A page that cannot show what was asked for (signed out, not allowed, not found): why, and a way on. */
export function NoticePage({
  icon: Icon = Lock,
  title,
  children,
  actions,
}: {
  icon?: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageContainer className="py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <Icon aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">{title}</h1>
          <div className="text-muted">{children}</div>
          {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** A page whose data failed to load: its heading, what went wrong, and where to go instead. */
export function PageLoadError({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <PageContainer className="grid gap-6 py-12">
      <h1 className="text-3xl font-bold text-primary">{title}</h1>
      <Alert variant="danger">{children}</Alert>
      {action ? <div className="justify-self-start">{action}</div> : null}
    </PageContainer>
  );
}
