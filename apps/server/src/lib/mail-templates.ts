import type { MailMessage } from './mail.js';

/*
 * The mails the product sends, as plain text plus a simple HTML alternative. Every interpolated
 * value is escaped in the HTML part: names come from users and must not inject markup.
 */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('\n');
  const href = escapeHtml(link.href);
  return [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    '<h1 style="font-size:20px;margin:0 0 16px">Plotline</h1>',
    body,
    `<p style="margin:24px 0"><a href="${href}" style="background:#3B82F6;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#6B7280">Or open this link: <a href="${href}">${href}</a></p>`,
    '<p style="margin:0;font-size:13px;color:#6B7280">Plan, track and visualize your projects</p>',
    '</div></body></html>',
  ].join('\n');
}

export interface InvitationMailInput {
  to: string;
  inviteeName: string;
  inviterName: string;
  organizationName: string | null;
  /** Where the invitee signs in (PUBLIC_URL + '/'). */
  signInUrl: string;
}

export function invitationMail(input: InvitationMailInput): MailMessage {
  const greeting = input.inviteeName.trim() ? `Hello ${input.inviteeName.trim()},` : 'Hello,';
  const invitation = input.organizationName
    ? `${input.inviterName} has invited you to join ${input.organizationName} on Plotline.`
    : `${input.inviterName} has invited you to Plotline.`;
  const steps = `Sign in with the Google account for ${input.to} to activate your account.`;
  const text = [
    greeting,
    '',
    invitation,
    steps,
    '',
    `Sign in: ${input.signInUrl}`,
    '',
    'Plotline - Plan, track and visualize your projects',
  ].join('\n');
  return {
    to: input.to,
    subject: "You're invited to Plotline",
    text,
    html: layout([greeting, invitation, steps], { href: input.signInUrl, label: 'Sign in to Plotline' }),
  };
}

export interface ApprovalMailInput {
  to: string;
  name: string;
  signInUrl: string;
}

export function approvalMail(input: ApprovalMailInput): MailMessage {
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : 'Hello,';
  const news = 'Good news: your account is now active. You can sign in and start planning.';
  const text = [greeting, '', news, '', `Sign in: ${input.signInUrl}`, '', 'Plotline - Plan, track and visualize your projects'].join(
    '\n',
  );
  return {
    to: input.to,
    subject: 'Your Plotline account is active',
    text,
    html: layout([greeting, news], { href: input.signInUrl, label: 'Sign in to Plotline' }),
  };
}
