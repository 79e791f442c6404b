import type { ContactVendorValues, JobApplicationValues, QuoteRequestValues } from "./submission";

// What each dialog holds while the visitor fills it in, and its blank state.

export interface JobApplicationDraft extends JobApplicationValues {
  file: File | null;
}

export type ContactVendorDraft = ContactVendorValues;

export interface QuoteRequestDraft extends QuoteRequestValues {
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
  files: [],
};
