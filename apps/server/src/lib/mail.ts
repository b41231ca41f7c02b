import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { newId } from './ids.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends or records a message; rejects with a MailDeliveryError when it cannot. */
  send(message: MailMessage): Promise<void>;
}

/**
 * What a user may learn of a failed send. The SMTP server's own words (host names, accounts,
 * relay policies) are for the operator's log only (docs/decisions.md D22).
 */
export const MAIL_NOT_SENT_REASON = 'the mail server did not accept it (the server log has the details)';

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super(MAIL_NOT_SENT_REASON, { cause });
    this.name = 'MailDeliveryError';
  }
}

/** Logs the real failure and rejects with the generic one, whatever the transport threw. */
function withGenericFailure(log: FastifyBaseLogger, send: Mailer['send']): Mailer['send'] {
  return async (message) => {
    try {
      await send(message);
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
      throw new MailDeliveryError(error);
    }
  };
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it, each message is logged and written
 * as an .eml file under DATA_DIR/outbox so a self-hoster can still read invitations.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: withGenericFailure(log, async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      }),
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: withGenericFailure(log, async (message) => {
      const info = await stream.sendMail({ from: config.mailFrom, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${newId()}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to outbox');
    }),
  };
}
