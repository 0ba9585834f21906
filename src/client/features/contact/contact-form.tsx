import { Send } from 'lucide-react';
import { CONTACT_LIMITS, ContactRequestSchema, type ContactRequest } from '#contract/contact';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { RegisteredEmailInput, RegisteredInput } from '#client/components/ui/registered-input';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { useSendContactMessage } from './api';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/**
 * The Contact Us form (docs/product.md §P4, §P5, §P8): idle, then "Sending..." with the button disabled, then
 * success (form cleared, toast) or failure (form kept, destructive toast).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useContractForm(ContactRequestSchema, { defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast({
          title: 'Message sent successfully!',
          description: "We'll get back to you as soon as possible.",
        });
      },
      onError: (error) => {
        // The server's per-field messages, if any, go beside their fields; what was typed stays.
        form.showServerErrors(error);
        toast({
          variant: 'destructive',
          title: 'Error sending message',
          description: 'Please try again or contact us directly via email.',
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <RegisteredInput
          form={form.fields}
          name="name"
          label="Name"
          required
          autoComplete="name"
          placeholder="Your full name"
          maxLength={CONTACT_LIMITS.name}
        />
        <RegisteredEmailInput
          form={form.fields}
          placeholder="you@example.com"
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <RegisteredInput
        form={form.fields}
        name="subject"
        label="Subject"
        required
        placeholder="What's this about?"
        maxLength={CONTACT_LIMITS.subject}
      />
      <FormField label="Message" error={formState.errors.message?.message} required>
        <Textarea
          {...register('message')}
          rows={5}
          placeholder="Tell us more about how we can help..."
          maxLength={CONTACT_LIMITS.message}
        />
      </FormField>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={send.isPending}
        className="sm:justify-self-start"
      >
        {send.isPending ? (
          'Sending...'
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
