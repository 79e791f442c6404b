import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { smtpOptions } from "./inbox/mailer";

// The site's one mail transport (docs/decisions/270): every e-mail the server sends, the notices'
// outbox, the forms inbox's relay and its activation links, goes through the transport made here
// from SMTP_URL once per process.

export function mailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpOptions(smtpUrl));
}
