import type {
  ContactVendorValues,
  JobApplicationValues,
  QuoteRequestValues,
} from "~/domain/form-schemas";

// What each dialog holds while the visitor fills it in, and its blank state.

export interface JobApplicationDraft extends JobApplicationValues {
  file: File | null;
}

/** The CV a signed-in member's last application sent, offered again (issue 44). */
export interface PreviousCv {
  /** Its attachment's id, which the form sends as `_cv`. */
  id: string;
  name: string;
  size: number;
  sentAt: string;
}

export type ContactVendorDraft = ContactVendorValues;

/** The sender's name and e-mail are shown only where the form asks for them. */
export interface QuoteRequestDraft extends Required<QuoteRequestValues> {
  files: File[];
}

export const EMPTY_JOB_APPLICATION: JobApplicationDraft = {
  fullName: "",
  email: "",
  phoneNumber: "",
  coverLetter: "",
  linkedinProfile: "",
  portfolioWebsite: "",
  file: null,
};

export const EMPTY_CONTACT_VENDOR: ContactVendorDraft = {
  name: "",
  email: "",
  phone: "",
  company: "",
  message: "",
};

export const EMPTY_QUOTE_REQUEST: QuoteRequestDraft = {
  category: "",
  itemService: "",
  quantity: "",
  deliveryTimeline: "",
  additionalMessage: "",
  name: "",
  email: "",
  files: [],
};
