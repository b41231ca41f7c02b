import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres.js';
import { DIALECTS, startTestApp, type TestContext } from './harness.js';

/*
 * The invitation mail through the real mailer (lib/mail.ts, nodemailer): against a real SMTP
 * server, against one that is not there, and into the outbox when SMTP_URL is not set.
 */

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, so assertions read the text as sent. */
const decodeQuotedPrintable = (text: string): string =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function startSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed STARTTLS for nodemailer to reject.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function inviteAs(ctx: TestContext, email: string) {
  const admin = await ctx.createUser({ sysRole: 'SysAdmin', firstName: 'Grace', lastName: 'Hopper' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/users/invite',
    headers: { ...ctx.sameOrigin, ...(await ctx.cookieFor(admin.id)) },
    payload: { email, first_name: 'Ivy', last_name: 'Invitee', new_organization_name: 'Mailers Inc' },
  });
}

async function invitedRow(ctx: TestContext, email: string) {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

for (const kind of DIALECTS) {
  describe(`invitation mail over real SMTP [${kind}]`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let app: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      app = await startTestApp(kind, {
        realMailer: true,
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Plotline <no-reply@plotline.test>' },
      });
    });
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
    });

    it('delivers the invitation with recipient, subject and sign-in link', async () => {
      const response = await inviteAs(app, 'ivy@example.test');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Invitation sent to ivy@example.test',
        data: { organizationCreated: true, user: { email: 'ivy@example.test', status: 'invited', organizationRole: 'owner' } },
      });
      expect(app.sentMail).toHaveLength(0);
      expect(smtp.received).toHaveLength(1);
      const message = smtp.received[0]!;
      expect(message.to).toEqual(['ivy@example.test']);
      expect(message.from).toBe('no-reply@plotline.test');
      expect(message.raw).toMatch(/^To: ivy@example\.test\r?$/m);
      expect(message.raw).toMatch(/^Subject: You're invited to Plotline\r?$/m);
      const body = decodeQuotedPrintable(message.raw);
      expect(body).toContain('Grace Hopper has invited you to join Mailers Inc on Plotline.');
      expect(body).toContain(`Sign in: ${app.config.publicUrl}/`);
      expect(body).toContain(`href="${app.config.publicUrl}/"`);
      expect(body).toMatch(/Content-Type: text\/html/);
    });
  });

  describe(`invitation mail with an unreachable SMTP server [${kind}]`, () => {
    let app: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      // A port nothing listens on: the connection is refused.
      const port = await freePort();
      app = await startTestApp(kind, { realMailer: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('keeps the invitation and says the e-mail could not be sent', async () => {
      const response = await inviteAs(app, 'offline@example.test');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.message).toMatch(/^Invitation created, but the e-mail could not be sent: \S/);
      expect(body.data.organizationCreated).toBe(true);
      const row = await invitedRow(app, 'offline@example.test');
      expect(row).toMatchObject({ status: 'invited', organizationRole: 'owner' });
      const organization = await app.db
        .selectFrom('organizations')
        .select('name')
        .where('id', '=', row!.organizationId!)
        .executeTakeFirst();
      expect(organization?.name).toBe('Mailers Inc');
    });
  });
}

describe('invitation mail without SMTP_URL', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp('sqlite', { realMailer: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes the message as an .eml file under DATA_DIR/outbox', async () => {
    const response = await inviteAs(app, 'outbox@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Invitation sent to outbox@example.test');
    const outbox = join(app.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: outbox@example\.test$/m);
    expect(eml).toMatch(/^Subject: You're invited to Plotline$/m);
    expect(decodeQuotedPrintable(eml)).toContain(`Sign in: ${app.config.publicUrl}/`);
  });
});
