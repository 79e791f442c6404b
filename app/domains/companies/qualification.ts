// A company's identifiers and certificates as pages show them, and the certificate form's rules
// (issue 43 items 2 and 3, docs/decisions/441-442). The dates are calendar dates (UTC): a
// certificate is valid through the day it expires and expired from the next.

export interface CompanyIdentifier {
  id: string;
  scheme: string;
  value: string;
}

export type CertificateStatus = "valid" | "expiring" | "expired";

export interface Certificate {
  id: string;
  companyId: string;
  name: string;
  issuer: string;
  number: string;
  scope: string;
  expiresOn: string;
  fileName: string;
  file: string;
  contentType: string;
  verified: boolean;
  status: CertificateStatus;
}

/** The reminders before an expiry, in days, largest first. */
export const REMINDER_DAYS = [30, 7, 0] as const;

const DAY_MS = 86_400_000;
export const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const today = (now: Date) => dayOf(now.toISOString().slice(0, 10));

/** Whole days from `now`'s date to the expiry date (negative once it has passed). */
export const daysLeft = (expiresOn: string, now: Date) =>
  Math.round((dayOf(expiresOn) - today(now)) / DAY_MS);

export function certificateStatus(expiresOn: string, now: Date): CertificateStatus {
  const left = daysLeft(expiresOn, now);
  if (left < 0) return "expired";
  return left <= REMINDER_DAYS[0] ? "expiring" : "valid";
}

/**
 * The reminder stage reached on `now`: the smallest of 30, 7 and 0 at or above the days left
 * (a certificate added 5 days before its expiry gets the 7-day one, not the 30-day one), 0 up
 * to a day after the expiry (a day's outage still sends it), null outside.
 */
export function reminderDue(expiresOn: string, now: Date): number | null {
  const left = daysLeft(expiresOn, now);
  if (left < -1 || left > REMINDER_DAYS[0]) return null;
  return [...REMINDER_DAYS].reverse().find((days) => left <= days) ?? null;
}

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: "Valid",
  expiring: "Expires soon",
  expired: "Expired",
};

export const CERTIFICATE_MESSAGES = {
  name: "Enter what the certificate is, such as ISO 9001.",
  issuer: "Enter who issued it.",
  number: "Enter its number.",
  expiresOn: "Enter its expiry date, such as 2027-06-30.",
  past: "This certificate has already expired.",
  file: "Attach the certificate as a PDF, PNG or JPEG of up to 10 MB.",
  fileType: "The certificate must be a PDF, PNG or JPEG.",
  fileTooLarge: "The file is larger than 10 MB.",
  tooMany: "A company keeps at most 30 certificates.",
} as const;

export const MAX_CERTIFICATES = 30;

export interface CertificateInput {
  name: string;
  issuer: string;
  number: string;
  scope: string;
  expiresOn: string;
}
