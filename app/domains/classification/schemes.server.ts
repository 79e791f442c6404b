import schemes from "./data/organization-identifier-schemes.json" with { type: "json" };

// The organisation identifier schemes (org-id.guide's registration agencies, as the standards
// hold them; data/README.md): the choices of a company's identifier form.

export interface IdentifierScheme {
  code: string;
  name: string;
  country: string;
  url: string;
}

const SCHEMES = schemes as IdentifierScheme[];
const CODES = new Set(SCHEMES.map((s) => s.code));

export const identifierSchemes = (): readonly IdentifierScheme[] => SCHEMES;
export const isKnownScheme = (code: string) => CODES.has(code);
