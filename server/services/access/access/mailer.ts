// Outgoing e-mail over SMTP (SMTP_URL), through nodemailer. Its logger stays
// off: a log line with the message would carry the confirmation link.
import nodemailer from "nodemailer";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Bounded waits: a dead SMTP server must not hold a request for minutes (nodemailer's defaults). */
const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    logger: false,
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
