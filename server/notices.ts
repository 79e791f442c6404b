import type { Transporter } from "nodemailer";
import { mailTransport } from "./mail-transport";
import type { OwnerNotice, ReplyNotice } from "../app/domains/requests/index.server";

// The e-mails of the network's notices (a new request for a company's owner, a reply for the
// other side of a thread, a company's approval): what they say, and the SMTP transport that sends
// them. They are queued in the outbox with the event and sent from there (server/outbox.ts,
// docs/decisions/122). A notice carries a link to the site, never the request's files.

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export function ownerNoticeMail(
  notice: OwnerNotice,
  publicUrl: string,
  from: string,
  /** The job, when the request is an application to it: the e-mail speaks of an application. */
  job?: string,
): Mail {
  if (job !== undefined) {
    return {
      from,
      to: notice.ownerEmail,
      subject: `New application for ${job} at ${notice.company} on ProcureConnect`,
      text: [
        `Hello ${notice.ownerName},`,
        "",
        `${notice.company} has a new application for ${job} on ProcureConnect. Read it, move it on and answer the applicant here:`,
        "",
        `${publicUrl}/account/inbox/${notice.requestId}`,
        "",
        "The applicant's CV is kept on the site: download it from the application's page.",
        "",
      ].join("\n"),
    };
  }
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

/** What a company's reply to a buyer says first: its subject, and the reply itself. */
function companyReplied(reply: { company: string; body: string }) {
  return {
    subject: `${reply.company} replied to your request on ProcureConnect`,
    opening: [`${reply.company} replied to your request:`, "", reply.body, ""],
  };
}

export function replyMail(reply: ReplyNotice, publicUrl: string, from: string): Mail {
  const { subject, opening } = companyReplied(reply);
  return {
    from,
    to: reply.to,
    subject,
    text: [
      ...opening,
      `Sign in to follow your requests: ${publicUrl}/account/requests/${reply.requestId}`,
      "",
    ].join("\n"),
  };
}

/** A company's reply, for the buyer: the reply and the link to the thread. */
export function threadReplyMail(
  reply: { company: string; body: string; link: string; private: boolean },
  linkDays: number,
): { subject: string; text: string } {
  const { subject, opening } = companyReplied(reply);
  return {
    subject,
    text: [
      ...opening,
      reply.private
        ? `Read the conversation and answer here, no account needed: ${reply.link}`
        : `Read the conversation and answer here: ${reply.link}`,
      "",
      ...(reply.private
        ? [
            `This link is yours alone: do not forward it. It works for ${linkDays} days, and you can`,
            "turn it off from the conversation's page. Join ProcureConnect from there to keep the",
            "conversation in an account.",
            "",
          ]
        : []),
    ].join("\n"),
  };
}

/** A buyer's answer, for the company's owner. */
export function buyerAnswerMail(answer: {
  buyer: string;
  company: string;
  body: string;
  link: string;
}): { subject: string; text: string } {
  return {
    subject: `${answer.buyer} answered on ProcureConnect (${answer.company})`,
    text: [
      `${answer.buyer} answered in a conversation with ${answer.company}:`,
      "",
      answer.body,
      "",
      `Read it and reply here: ${answer.link}`,
      "",
    ].join("\n"),
  };
}

/** A company's reply to a member's review, for its author. */
export function reviewReplyMail(reply: { company: string; body: string; link: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `${reply.company} replied to your review on ProcureConnect`,
    text: [
      `${reply.company} replied to your review:`,
      "",
      reply.body,
      "",
      `Read it on the company's profile: ${reply.link}`,
      "",
    ].join("\n"),
  };
}

/** A new reply in a thread the member follows (issue 29). */
export function forumReplyMail(reply: { author: string; title: string; link: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `New reply in "${reply.title}" on ProcureConnect`,
    text: [
      `${reply.author} replied in a thread you follow, "${reply.title}".`,
      "",
      `Read it: ${reply.link}`,
      "",
      "You follow threads you start or reply to; unfollow from the thread's page.",
      "",
    ].join("\n"),
  };
}

/** Sends one e-mail through SMTP_URL's server, resolving once the server took it. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpSender(smtpUrl: string, transport?: Transporter): MailSender {
  const mailer = transport ?? mailTransport(smtpUrl);
  return {
    async send(mail) {
      await mailer.sendMail(mail);
    },
    close: () => mailer.close(),
  };
}

export interface Notices {
  send(mail: Mail): void;
  close(): void;
}

/** Sends notices at once, fire and forget (tools and tests); the site queues them instead. */
export function smtpNotices(
  smtpUrl: string | null,
  log: (message: string) => void = console.log,
  transport?: Transporter,
): Notices | null {
  if (!smtpUrl && !transport) return null;
  const mailer = transport ?? mailTransport(smtpUrl!);
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
