// A company's legal identifiers (issue 43 item 2): a scheme of the org-id.guide list
// (data/organization-identifier-schemes.json) and the identifier it gave. Only the schemes whose
// format is fixed by the register itself are checked here (docs/decisions/441 lists them and
// their sources); the others take any identifier of 1 to 40 letters, digits and ./-.

export interface IdentifierFormat {
  pattern: RegExp;
  /** How the form says what is expected. */
  hint: string;
}

export const IDENTIFIER_FORMATS: Record<string, IdentifierFormat> = {
  "GB-COH": {
    pattern: /^(\d{8}|[A-Z]{2}\d{6})$/,
    hint: "8 characters: 8 digits, or 2 letters and 6 digits (such as SC123456)",
  },
  "AU-ABN": { pattern: /^\d{11}$/, hint: "11 digits" },
  "BE-BCE_KBO": { pattern: /^[01]\d{9}$/, hint: "10 digits starting with 0 or 1" },
  "CZ-ICO": { pattern: /^\d{8}$/, hint: "8 digits" },
  "DK-CVR": { pattern: /^\d{8}$/, hint: "8 digits" },
  "EE-RIK": { pattern: /^\d{8}$/, hint: "8 digits" },
  "FI-PRO": { pattern: /^\d{7}-\d$/, hint: "7 digits, a dash and a check digit (1234567-8)" },
  "FR-INSEE": { pattern: /^(\d{9}|\d{14})$/, hint: "a SIREN of 9 digits or a SIRET of 14" },
  "HR-OIB": { pattern: /^\d{11}$/, hint: "11 digits" },
  "JP-JCN": { pattern: /^\d{13}$/, hint: "13 digits" },
  "NL-KVK": { pattern: /^\d{8}$/, hint: "8 digits" },
  "NO-BRC": { pattern: /^\d{9}$/, hint: "9 digits" },
  "PL-KRS": { pattern: /^\d{10}$/, hint: "10 digits" },
  "PL-NIP": { pattern: /^\d{10}$/, hint: "10 digits" },
  "PL-REGON": { pattern: /^(\d{9}|\d{14})$/, hint: "9 or 14 digits" },
  "RU-INN": { pattern: /^(\d{10}|\d{12})$/, hint: "10 or 12 digits" },
  "RU-OGRN": { pattern: /^(\d{13}|\d{15})$/, hint: "13 or 15 digits" },
  "SE-BLV": { pattern: /^\d{6}-\d{4}$/, hint: "10 digits as 123456-7890" },
  "UA-EDR": { pattern: /^\d{8}$/, hint: "8 digits" },
  "US-EIN": { pattern: /^\d{2}-\d{7}$/, hint: "9 digits as 12-3456789" },
};

const ANY_IDENTIFIER = /^[A-Z0-9][A-Z0-9./-]{0,39}$/;

/** What a member typed, tidied: spaces gone, letters upper case. */
export const tidyIdentifier = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

export const IDENTIFIER_MESSAGES = {
  scheme: "Choose the register that gave this identifier.",
  required: "Enter the identifier.",
  format: (scheme: string, hint: string) => `A ${scheme} identifier is ${hint}.`,
  any: "Use up to 40 letters, digits, dots, slashes or dashes.",
  duplicate: "This identifier is already on your company.",
  tooMany: "A company keeps at most 20 identifiers.",
} as const;

export const MAX_IDENTIFIERS = 20;

/** The problem with an identifier of a known scheme, or null when it is well formed. */
export function identifierProblem(scheme: string, value: string): string | null {
  if (!value) return IDENTIFIER_MESSAGES.required;
  const format = IDENTIFIER_FORMATS[scheme];
  if (format) {
    return format.pattern.test(value) ? null : IDENTIFIER_MESSAGES.format(scheme, format.hint);
  }
  return ANY_IDENTIFIER.test(value) ? null : IDENTIFIER_MESSAGES.any;
}
