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
  /** Sends or records a message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it, each message is logged and written
 * as an .eml file under DATA_DIR/outbox so a self-hoster can still read invitations.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await stream.sendMail({ from: config.mailFrom, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${newId()}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to outbox');
    },
  };
}
