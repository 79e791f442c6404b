// Fixed document metadata: every generated file carries the same author and date, so running the
// generator again gives the same bytes.
export const AUTHOR = "ProcureConnect";
export const DOCUMENT_DATE = new Date("2025-01-01T00:00:00Z");
export const BRAND_COLOR = "1F4E79";
