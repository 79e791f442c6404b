// What the forms' unit tests hold the payloads to: the field names of spec section 7, as its
// table lists them, in the order they are sent.

const names = (list: string) => list.split(", ");

export const SPEC_PAYLOAD_FIELDS = {
  "job-application": names(
    "to, subject, jobTitle, company, fullName, email, phoneNumber, coverLetter, linkedinProfile, portfolioWebsite, file",
  ),
  "contact-vendor": names("_subject, vendorName, name, email, phone, company, message"),
  /** The attachments follow: file0, file1, and so on. */
  "quote-request": names(
    "_subject, vendorName, category, itemService, quantity, deliveryTimeline, additionalMessage",
  ),
};
