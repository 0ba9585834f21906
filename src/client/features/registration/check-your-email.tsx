import { MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { FaqsOrContact } from '#client/components/layout/faqs-or-contact';
import { Button } from '#client/components/ui/button';

/**
 * What the welcome page shows to someone not signed in, as everyone is right after registering: the
 * server answers the same whether the address was new or already had an account, so this page is the same
 * too and says nothing of which (issue 40). The mail says it: a link that confirms a new account, or a
 * notice to the account's owner with the ways back in. A new member may log in at once with the password
 * they chose; `loginHref` then takes them on (registration-complete-page.tsx says where).
 */
export function CheckYourEmail({ sentTo, loginHref }: { sentTo: string | null; loginHref: string }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-16 text-primary" />
      <h1 className="text-3xl font-bold text-primary sm:text-4xl">Check your e-mail</h1>
      <p className="text-lg text-muted">
        We have sent a message to{' '}
        {sentTo ? <strong className="wrap-anywhere text-ink">{sentTo}</strong> : 'the address you gave'}. Open
        the link in it to confirm your address.
      </p>
      <p className="text-lg text-muted">You can log in now with the password you chose.</p>
      <Button asChild variant="accent" size="lg" className="justify-self-center">
        <Link href={loginHref}>Log in</Link>
      </Button>
      <FaqsOrContact
        className="text-sm text-muted"
        lead="No message within a few minutes? Look in your spam folder, or read our"
        linkClassName="font-semibold text-primary underline underline-offset-2"
      />
    </div>
  );
}
