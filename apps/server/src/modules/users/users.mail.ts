import type { FastifyBaseLogger } from 'fastify';
import type { AdminUser } from '@plotline/shared';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { approvalMail, invitationMail } from '../../lib/mail-templates.js';

/*
 * The mails of a user's lifecycle: the invitation and the "your account is active" note. Sending
 * never fails the change it reports: a failure is logged and told to whoever made the change.
 */

export interface MailContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** Sends a mail; a failure is logged and returned, never thrown (the change it reports stands). */
async function sendSafely(mail: MailContext, message: MailMessage): Promise<Error | null> {
  try {
    await mail.mailer.send(message);
    return null;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    mail.log.error({ err: failure, to: message.to, subject: message.subject }, 'mail could not be sent');
    return failure;
  }
}

/** Sends the invitation; returns the message the inviter sees. */
export async function sendInvitation(options: {
  mail: MailContext;
  user: AdminUser;
  inviterName: string;
  /** What the inviter sees when the mail went out; default "Invitation sent to {email}". */
  sentMessage?: string | undefined;
}): Promise<string> {
  const failure = await sendSafely(
    options.mail,
    invitationMail({
      to: options.user.email,
      inviteeName: options.user.name,
      inviterName: options.inviterName,
      organizationName: options.user.organizationName,
      signInUrl: `${options.mail.publicUrl}/`,
    }),
  );
  return failure
    ? `Invitation created, but the e-mail could not be sent: ${failure.message}`
    : (options.sentMessage ?? `Invitation sent to ${options.user.email}`);
}

/** Sends the "your account is active" mail; returns the message the approver sees. */
export async function sendApproval(options: { mail: MailContext; user: AdminUser }): Promise<string> {
  const failure = await sendSafely(
    options.mail,
    approvalMail({
      to: options.user.email,
      name: options.user.name,
      signInUrl: `${options.mail.publicUrl}/`,
    }),
  );
  return failure
    ? `User approved, but the e-mail could not be sent: ${failure.message}`
    : `User approved; ${options.user.email} has been told by e-mail`;
}
