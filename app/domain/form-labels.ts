// What the forms and their fields are called where people read submissions: the e-mails our
// inbox sends and the operator console.

export const FORM_TITLES: Record<string, string> = {
  "job-application": "Job application",
  "contact-vendor": "Message for a vendor",
  "quote-request": "Quote request",
};

export const FIELD_LABELS: Record<string, string> = {
  to: "To",
  subject: "Subject",
  _subject: "Subject",
  _replyto: "Reply to",
  jobTitle: "Job title",
  company: "Company",
  fullName: "Full name",
  email: "E-mail",
  phoneNumber: "Phone number",
  coverLetter: "Cover letter",
  linkedinProfile: "LinkedIn profile",
  portfolioWebsite: "Portfolio website",
  vendorName: "Vendor",
  name: "Name",
  phone: "Phone",
  message: "Message",
  category: "Category",
  itemService: "Item / service",
  quantity: "Quantity",
  deliveryTimeline: "Delivery timeline",
  additionalMessage: "Additional message",
};

/** A field's label, or its name when it has none. */
export const fieldLabel = (name: string): string => FIELD_LABELS[name] ?? name;
