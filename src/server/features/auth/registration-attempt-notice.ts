import { mailToMember, type SiteMail } from '#server/adapters/mailer/index.js';

/**
 * The mail to an account's owner when someone tries to register with its e-mail (issue 29): the form's
 * reply is the same as for a new account (issue 40), so the owner hears it here, with the ways back in:
 * signing in, or choosing a new password.
 */
export async function sendRegistrationAttemptNotice(
  deps: SiteMail,
  member: { email: string; firstName: string },
): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      subject: `Someone tried to create a ${deps.siteName} account with your e-mail`,
      paragraphs: [
        `Someone just tried to create a new ${deps.siteName} account with this e-mail address. You already have an account, so nothing was created and your account is unchanged.`,
        'If it was you, sign in with your password, or choose a new password if you have forgotten it. If it was not you, you can ignore this message.',
        `Sign in: ${deps.publicUrl}/login`,
      ],
      // Links are built from PUBLIC_URL, never from the request's Host header.
      action: { label: 'Reset your password', url: `${deps.publicUrl}/forgot-password` },
    }),
  );
}
