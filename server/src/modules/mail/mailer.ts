import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'dev' keeps messages in the dev mailbox. */
  readonly mode: 'smtp' | 'dev';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP, mail is stored (readable at GET /api/dev/mailbox) and its text printed to the log. */
export function createDevMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'dev',
    async send(message) {
      await db.insert(devMailbox).values({ to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, `dev mailbox: ${message.subject}\n${message.text}`);
    },
  };
}
