import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertDevMail } from './mail.queries';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'dev' keeps messages in the dev mailbox; 'off' drops them (production without SMTP). */
  readonly mode: 'smtp' | 'dev' | 'off';
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

/**
 * Without SMTP (development and tests), mail is stored and readable at GET /api/dev/mailbox. The
 * log says where to read it but never holds its text: links in mails are credentials.
 */
export function createDevMailer(db: Db, log: FastifyBaseLogger, publicUrl = ''): Mailer {
  return {
    mode: 'dev',
    async send(message) {
      const to = message.to.toLowerCase();
      await insertDevMail(db, { ...message, to });
      log.info({ to, subject: message.subject }, `dev mailbox: "${message.subject}" is at ${publicUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    },
  };
}

/**
 * Production without SMTP_URL (allowed only when verification is off): mail is dropped and only
 * its subject is logged, never its text, which may carry a link.
 */
export function createDisabledMailer(log: FastifyBaseLogger): Mailer {
  return {
    mode: 'off',
    async send(message) {
      log.warn({ subject: message.subject }, 'mail not sent: no SMTP_URL configured');
    },
  };
}
