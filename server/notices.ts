import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { smtpOptions } from "./inbox/mailer";
import type { OwnerNotice, ReplyNotice } from "./requests";

// E-mail notices of the network (a new request for a company's owner, a company's reply for the
// buyer), sent when SMTP_URL is set. A notice is a courtesy: it carries a link to the site,
// never the request's files, and a failure to send it is logged and changes nothing stored.

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export function ownerNoticeMail(notice: OwnerNotice, publicUrl: string, from: string): Mail {
  return {
    from,
    to: notice.ownerEmail,
    subject: `New request for ${notice.company} on ProcureConnect`,
    text: [
      `Hello ${notice.ownerName},`,
      "",
      `${notice.company} has a new request on ProcureConnect. Read it and reply here:`,
      "",
      `${publicUrl}/account/inbox/${notice.requestId}`,
      "",
      "Files sent with the request are kept on the site: download them from the request's page.",
      "",
    ].join("\n"),
  };
}

export function replyMail(reply: ReplyNotice, publicUrl: string, from: string): Mail {
  return {
    from,
    to: reply.to,
    subject: `${reply.company} replied to your request on ProcureConnect`,
    text: [
      `${reply.company} replied to your request:`,
      "",
      reply.body,
      "",
      `Sign in to follow your requests: ${publicUrl}/account/requests/${reply.requestId}`,
      "",
    ].join("\n"),
  };
}

export interface Notices {
  send(mail: Mail): void;
  close(): void;
}

/** Sends notices through SMTP_URL's server; null when mail is not configured. */
export function smtpNotices(
  smtpUrl: string | null,
  log: (message: string) => void = console.log,
  transport?: Transporter,
): Notices | null {
  if (!smtpUrl && !transport) return null;
  const mailer = transport ?? nodemailer.createTransport(smtpOptions(smtpUrl!));
  return {
    send(mail) {
      mailer.sendMail(mail).catch((error: unknown) => {
        log(
          `Notices: could not e-mail ${mail.to}: ${error instanceof Error ? error.message : error}`,
        );
      });
    },
    close: () => mailer.close(),
  };
}
