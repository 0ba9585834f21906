import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CONTACT_LIMITS, ContactRequestSchema, type ContactRequest } from '#contract/contact';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { RegisteredEmailInput, RegisteredInput } from '#client/components/ui/registered-input';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { ApiError } from '#client/lib/api';
import { useSendContactMessage } from './api';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The Contact Us form (docs/product.md §P4, §P5, §P8): idle, then "Sending..." with the button disabled, then
 * success (form cleared, toast) or failure (form kept, destructive toast).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(ContactRequestSchema), defaultValues: EMPTY });
  const form = { register, errors };

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
        if (error instanceof ApiError && error.fieldErrors) {
          for (const field of FIELDS) {
            const message = error.fieldErrors[field]?.[0];
            if (message) setError(field, { message });
          }
        }
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
          form={form}
          name="name"
          label="Name"
          required
          autoComplete="name"
          placeholder="Your full name"
          maxLength={CONTACT_LIMITS.name}
        />
        <RegisteredEmailInput form={form} placeholder="you@example.com" maxLength={CONTACT_LIMITS.email} />
      </div>
      <RegisteredInput
        form={form}
        name="subject"
        label="Subject"
        required
        placeholder="What's this about?"
        maxLength={CONTACT_LIMITS.subject}
      />
      <FormField label="Message" error={errors.message?.message} required>
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
