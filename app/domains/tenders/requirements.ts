// What a tender requires of its bidders (issue 43 item 4, docs/decisions/470): certificates named
// as suppliers name them ("ISO 9001"), optionally verified. A certificate meets a requirement
// when its name starts with the requirement's words (case, spaces and punctuation aside: "ISO
// 9001:2015" meets "ISO 9001"), it has not expired on the day of the check, and, when asked, it
// is verified by an operator or by the tender's buyer for this tender. Pure: the data layer
// reads the rows, the bid's write and the tender's page ask these.

export interface TenderRequirement {
  name: string;
  /** Only a verified certificate meets it. */
  verified: boolean;
}

/** A company's certificate as the check reads it. */
export interface HeldCertificate {
  name: string;
  /** Calendar date (UTC): valid through that day. */
  expiresOn: string;
  verified: boolean;
}

export const REQUIREMENT_LIMITS = { max: 10, nameMax: 120, rows: 3 } as const;

/** A name's words: lower case, letters and digits only, one space between. */
export const requirementWords = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The calendar day (UTC) of an instant, as certificates' expiry dates are written. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export function meets(requirement: TenderRequirement, held: HeldCertificate, now: Date): boolean {
  const wanted = requirementWords(requirement.name);
  const name = requirementWords(held.name);
  if (!wanted || !(name === wanted || name.startsWith(`${wanted} `))) return false;
  if (held.expiresOn < dayOf(now)) return false;
  return !requirement.verified || held.verified;
}

/** The requirements none of `held` meets on `now`, in the tender's order. */
export const missingRequirements = (
  requirements: readonly TenderRequirement[],
  held: readonly HeldCertificate[],
  now: Date,
): TenderRequirement[] => requirements.filter((r) => !held.some((c) => meets(r, c, now)));

/** A requirement in words: "ISO 9001" or "ISO 9001 (verified)". */
export const requirementLabel = (r: TenderRequirement) =>
  r.verified ? `${r.name} (verified)` : r.name;

export const REQUIREMENT_MESSAGES = {
  name: "Name each required certificate, such as ISO 9001.",
  tooMany: `A tender has at most ${REQUIREMENT_LIMITS.max} requirements.`,
  refused: (missing: readonly TenderRequirement[]) =>
    `This company cannot bid: it has no valid certificate for ${missing.map(requirementLabel).join(", ")}. Add it on your company's qualification page; a verified one is verified by the site's operators.`,
} as const;
