import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { FaqsOrContact } from '#client/components/layout/faqs-or-contact';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardTitle } from '#client/components/ui/card';
import { returnToLabel } from './return-to-label';
import { WELCOME_CONTENT, type WelcomeVariant } from './registration-complete-content';

/**
 * The body of the welcome page: the two next actions, what comes next, and where to find help. A member
 * who came to join from a page (`returnTo`) is first offered the way back to it, so the place is not lost.
 */
export function WelcomeCard({ variant, returnTo }: { variant: WelcomeVariant; returnTo: string | null }) {
  const content = WELCOME_CONTENT[variant];
  return (
    <>
      <p className="text-lg text-muted">{content.intro}</p>
      {returnTo ? (
        <Button asChild variant="accent" size="lg" className="justify-self-center whitespace-normal!">
          <Link href={returnTo}>
            Continue to {returnToLabel(returnTo)}
            <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild variant={returnTo ? 'outline' : 'accent'} size="lg">
          <Link href={content.primary.href}>
            {content.primary.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={content.secondary.href}>{content.secondary.label}</Link>
        </Button>
      </div>
      {content.next.length > 0 ? (
        <Card className="text-left">
          <CardContent className="grid gap-4 pt-6">
            <CardTitle>What&apos;s next?</CardTitle>
            <ol className="grid gap-3">
              {content.next.map((step) => (
                <li key={step} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}
      <FaqsOrContact
        className="text-sm text-muted"
        lead="Questions? Read our"
        linkClassName="font-semibold text-primary underline underline-offset-2"
      />
    </>
  );
}
