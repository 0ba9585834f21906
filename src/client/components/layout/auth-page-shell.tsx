import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import { Card, CardContent, CardHeader } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';

export interface AuthPageShellProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the card (a back link, the registration progress). */
  before?: ReactNode;
  /** A wider card for the longer registration forms. */
  wide?: boolean;
  children: ReactNode;
}

/** The centred card every account screen sits in; full width on a phone. */
export function AuthPageShell({ title, description, before, wide, children }: AuthPageShellProps) {
  return (
    <PageContainer className="py-8 sm:py-14">
      <div className={cn('mx-auto grid w-full gap-6', wide ? 'max-w-2xl' : 'max-w-md')}>
        {before}
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold text-primary sm:text-3xl">{title}</h1>
            {description ? <p className="text-base text-muted">{description}</p> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
