import { DEFAULT_FORM_ENDPOINT, DEFAULT_FORM_MAILBOX } from "~/domain/form-rules";
import { endpointUrl } from "./submission";

// Where the dialog forms are sent, fixed at build time. By default our own inbox on the same
// origin; `VITE_FORM_ENDPOINT=https://formsubmit.co/ajax` sends them to the hosted service.

export const FORM_MAILBOX = import.meta.env.VITE_FORM_MAILBOX?.trim() || DEFAULT_FORM_MAILBOX;

export const FORM_ENDPOINT = import.meta.env.VITE_FORM_ENDPOINT?.trim() || DEFAULT_FORM_ENDPOINT;

export const FORM_URL = endpointUrl(FORM_ENDPOINT, FORM_MAILBOX);

/** An absolute address is the hosted service; a path is our own inbox on this server. */
export function isHostedEndpoint(endpoint: string): boolean {
  return /^https?:\/\//i.test(endpoint);
}
