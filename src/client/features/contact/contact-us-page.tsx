import { PageContainer } from '#client/components/layout/page-container';
import { Card, CardContent, CardDescription, CardTitle } from '#client/components/ui/card';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { usePageHeading } from '#client/lib/use-page-title';
import { ContactForm } from './contact-form';
import { ContactWays } from './contact-ways';
import { ResponseTimes } from './response-times';

/** /contact-us (docs/product.md §P2): the form, other ways to reach the team and the response times. */
export function ContactUsPage() {
  usePageHeading(STATIC_PAGE_HEADINGS['/contact-us']);
  return (
    <PageContainer className="py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold text-primary sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-muted">
          Have a question, an idea or a concern? Send us a message and a real person from our small team will
          read it.
        </p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <Card>
          <CardContent className="p-6 sm:p-8">
            <CardTitle>Send us a message</CardTitle>
            <CardDescription className="mt-1 mb-6">Every field is required.</CardDescription>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="grid content-start gap-8">
          <ContactWays />
          <ResponseTimes />
        </div>
      </div>
    </PageContainer>
  );
}
