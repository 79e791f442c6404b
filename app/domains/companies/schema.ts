import * as z from "zod/mini";
import { textFields, textOf as text } from "~/lib/form-data";
import { parseForm } from "~/domain/form-parse";
import { hasControlCharacters } from "~/lib/control-characters";
import { VENDOR_CATEGORIES, type VendorCategory } from "~/data/vocabularies";
import { isWebAddress } from "~/domain/form-schemas";

// A company of the network as its owner describes it (Register Company and its edit page): the
// limits, messages and zod schema shared by the form in the browser and the route actions, so
// the two can never disagree (docs/decisions/053). Each message says what to fix.

export const COMPANY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMin: 20,
  descriptionMax: 280,
  locationMax: 100,
  itemMax: 100,
  servicesMin: 1,
  servicesMax: 12,
  certificationsMax: 12,
  tagMax: 40,
  tagsMax: 8,
  websiteMax: 2048,
  /** Companies one member may own. */
  perOwner: 3,
  rejectionReasonMax: 500,
} as const;

/** 2 MB: the largest logo file accepted. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A whole registration post: the logo plus room for the text fields and multipart framing. */
export const COMPANY_REQUEST_MAX_BYTES = LOGO_MAX_BYTES + 128 * 1024;
/** Logos are stored as squares of this many pixels. */
export const LOGO_SIZE = 256;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const LOGO_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";

export const COMPANY_STATUSES = ["pending", "approved", "rejected", "unlisted"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  pending: "Awaiting review",
  approved: "Listed",
  rejected: "Not approved",
  unlisted: "Unlisted",
};

const L = COMPANY_LIMITS;

export const COMPANY_MESSAGES = {
  nameRequired: "Enter your company's name.",
  nameTooShort: `Company name must be at least ${L.nameMin} characters.`,
  nameTooLong: `Keep the company name to ${L.nameMax} characters or fewer.`,
  nameTaken: "A company with this name is already registered. Use your company's exact name.",
  descriptionTooShort: `Write at least ${L.descriptionMin} characters for the short description.`,
  descriptionTooLong: `Keep the short description to ${L.descriptionMax} characters or fewer.`,
  categoryRequired: "Choose the category that fits your company best.",
  locationRequired: "Enter where your company is based, such as Austin, USA.",
  locationTooLong: `Keep the location to ${L.locationMax} characters or fewer.`,
  servicesRequired: "List at least one service, one per line.",
  servicesTooMany: `List at most ${L.servicesMax} services, one per line.`,
  serviceTooLong: `Keep each service to ${L.itemMax} characters or fewer.`,
  certificationsTooMany: `List at most ${L.certificationsMax} certifications, one per line.`,
  certificationTooLong: `Keep each certification to ${L.itemMax} characters or fewer.`,
  tagsTooMany: `Use at most ${L.tagsMax} tags, separated by commas.`,
  tagTooLong: `Keep each tag to ${L.tagMax} characters or fewer.`,
  websiteInvalid: "Enter the full web address, starting with https:// or http://.",
  oneLine: "Write this on a single line.",
  controlCharacters: "Remove the invisible control characters from this text.",
  logoTooLarge: "The logo must be at most 2 MB. Choose a smaller image.",
  logoType: "The logo must be a PNG, JPEG or WebP image.",
  logoUnreadable: "The logo could not be read as an image. Choose another PNG, JPEG or WebP file.",
  logoAgain: "Choose your logo again: files are not kept when the form is sent back.",
  tooManyCompanies: `You already own ${L.perOwner} companies, the most one member may register.`,
  reasonRequired: "Write the reason, so the owner knows what to change.",
  reasonTooLong: `Keep the reason to ${L.rejectionReasonMax} characters or fewer.`,
} as const;

/** The form's field names, in the order the form shows them. */
export const COMPANY_FIELDS = [
  "name",
  "description",
  "category",
  "location",
  "services",
  "certifications",
  "tags",
  "website",
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
/** What was typed, as the form posts it. */
export type CompanyValues = Record<CompanyField, string>;

export const EMPTY_COMPANY_VALUES: CompanyValues = {
  name: "",
  description: "",
  category: "",
  location: "",
  services: "",
  certifications: "",
  tags: "",
  website: "",
};

/** A company's details, checked and normalised. */
export interface CompanyInput {
  name: string;
  shortBlurb: string;
  category: VendorCategory;
  location: string;
  services: string[];
  certifications: string[];
  tags: string[];
  website: string | null;
}

/** One line, trimmed, runs of spaces collapsed. */
const oneLine = (value: string) => value.trim().replace(/[ \t]+/g, " ");
/** One item per line, blank lines dropped. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map(oneLine)
    .filter((line) => line !== "");
/** Comma-separated items, blanks dropped. */
export const commaItems = (value: string): string[] =>
  value
    .split(",")
    .map(oneLine)
    .filter((item) => item !== "");

const noControls = z.refine<string>((v) => !hasControlCharacters(v), {
  error: COMPANY_MESSAGES.controlCharacters,
});
const singleLine = z.refine<string>((v) => !/[\r\n]/.test(v), { error: COMPANY_MESSAGES.oneLine });

const lineField = (...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.transform(text),
    z.string().check(noControls, singleLine, z.overwrite(oneLine), ...checks),
  );

const listField = (
  split: (value: string) => string[],
  min: number,
  max: number,
  itemMax: number,
  messages: { few?: string; many: string; long: string },
) =>
  z.pipe(
    z.transform(text),
    z.pipe(
      z.string().check(noControls),
      z.pipe(
        z.transform(split),
        z.array(z.string()).check(
          z.refine((items: string[]) => items.length >= min, { error: messages.few ?? "" }),
          z.refine((items: string[]) => items.length <= max, { error: messages.many }),
          z.refine((items: string[]) => items.every((i) => i.length <= itemMax), {
            error: messages.long,
          }),
        ),
      ),
    ),
  );

const M = COMPANY_MESSAGES;

export const companySchema = z.object({
  name: lineField(
    z.minLength(1, { error: M.nameRequired }),
    z.minLength(L.nameMin, { error: M.nameTooShort }),
    z.maxLength(L.nameMax, { error: M.nameTooLong }),
  ),
  description: z.pipe(
    z.transform(text),
    z.string().check(
      noControls,
      z.overwrite((v) => v.trim()),
      z.minLength(L.descriptionMin, { error: M.descriptionTooShort }),
      z.maxLength(L.descriptionMax, { error: M.descriptionTooLong }),
    ),
  ),
  category: z.pipe(z.transform(text), z.enum(VENDOR_CATEGORIES, { error: M.categoryRequired })),
  location: lineField(
    z.minLength(1, { error: M.locationRequired }),
    z.maxLength(L.locationMax, { error: M.locationTooLong }),
  ),
  services: listField(linesOf, L.servicesMin, L.servicesMax, L.itemMax, {
    few: M.servicesRequired,
    many: M.servicesTooMany,
    long: M.serviceTooLong,
  }),
  certifications: listField(linesOf, 0, L.certificationsMax, L.itemMax, {
    many: M.certificationsTooMany,
    long: M.certificationTooLong,
  }),
  tags: listField(commaItems, 0, L.tagsMax, L.tagMax, {
    many: M.tagsTooMany,
    long: M.tagTooLong,
  }),
  website: lineField(
    z.maxLength(L.websiteMax, { error: M.websiteInvalid }),
    z.refine((v: string) => v === "" || isWebAddress(v), { error: M.websiteInvalid }),
  ),
});

export type CompanyErrors = Partial<Record<CompanyField | "logo" | "form", string>>;

export type CompanyCheck =
  { ok: true; company: CompanyInput } | { ok: false; errors: CompanyErrors };

/** The posted text fields, read whatever the post holds (anything missing counts as empty). */
export function companyValuesOf(data: { get(name: string): unknown }): CompanyValues {
  return textFields(data, COMPANY_FIELDS);
}

/** Checks what was typed: every field's first problem, or the company's details. */
export function checkCompany(values: CompanyValues): CompanyCheck {
  const parsed = parseForm<typeof companySchema, CompanyField>(companySchema, values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const v = parsed.value;
  return {
    ok: true,
    company: {
      name: v.name,
      shortBlurb: v.description,
      category: v.category,
      location: v.location,
      services: v.services,
      certifications: v.certifications,
      tags: v.tags,
      website: v.website === "" ? null : v.website,
    },
  };
}

/** The form's values for a company's current details (the edit page starts from them). */
export function valuesOf(company: CompanyInput): CompanyValues {
  return {
    name: company.name,
    description: company.shortBlurb,
    category: company.category,
    location: company.location,
    services: company.services.join("\n"),
    certifications: company.certifications.join("\n"),
    tags: company.tags.join(", "),
    website: company.website ?? "",
  };
}

/** The problem with a chosen logo file, by what the browser says of it (the server sniffs). */
export function logoProblem(file: { size: number; type?: string }): string | null {
  if (file.size > LOGO_MAX_BYTES) return M.logoTooLarge;
  const type = (file.type ?? "").toLowerCase();
  if (type !== "" && !(LOGO_TYPES as readonly string[]).includes(type)) return M.logoType;
  return null;
}

/** The rejection reason an operator writes, or its problem. */
export function checkReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = text(value).trim();
  if (reason === "") return { ok: false, error: M.reasonRequired };
  if (reason.length > L.rejectionReasonMax) return { ok: false, error: M.reasonTooLong };
  if (hasControlCharacters(reason)) return { ok: false, error: M.controlCharacters };
  return { ok: true, reason };
}

export { companyNameKey } from "./names";

/** The address part made of a name: "Acme & Sons, Ltd." becomes "acme-sons-ltd". */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "company";
}

/** Slugs reserved for pages under /vendors. */
export const RESERVED_SLUGS: readonly string[] = ["register", "reviews"];

/** One field's change in an edit, as recorded for operators. */
export interface FieldChange {
  field: keyof CompanyInput | "logo";
  before: string;
  after: string;
}

export const CHANGE_LABELS: Record<FieldChange["field"], string> = {
  name: "Company name",
  shortBlurb: "Short description",
  category: "Category",
  location: "Location",
  services: "Services",
  certifications: "Certifications",
  tags: "Tags",
  website: "Website",
  logo: "Logo",
};

const shownValue = (value: CompanyInput[keyof CompanyInput]): string =>
  Array.isArray(value) ? value.join("\n") : ((value as string | null) ?? "");

/** What an edit changes, field by field (nothing for an unchanged field). */
export function diffCompany(before: CompanyInput, after: CompanyInput): FieldChange[] {
  const fields = Object.keys(CHANGE_LABELS).filter((f) => f !== "logo") as (keyof CompanyInput)[];
  return fields
    .map((field) => ({
      field,
      before: shownValue(before[field]),
      after: shownValue(after[field]),
    }))
    .filter((c) => c.before !== c.after);
}

/** A company of the network: a vendor with an owner, a status and the moderation's trace. */
export interface Company extends CompanyInput {
  id: string;
  slug: string;
  logoUrl: string;
  /** The shown rating: the reviews' average, the sample's listed rating, or null (none yet). */
  rating: number | null;
  /** Published reviews. */
  reviewCount?: number;
  ownerId: string | null;
  status: CompanyStatus;
  /** The uploaded logo's stored file; null for a monogram. */
  logoFile: string | null;
  rejectionReason: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  reviewedAt: string | null;
}

/**
 * A company as its owner's pages and the console show it (docs/decisions/250): the account that
 * owns it stays on the server.
 */
export type CompanyView = Omit<Company, "ownerId">;

export function companyView({ ownerId: _, ...company }: Company): CompanyView {
  return company;
}

/** Where a company's logo is served (server/companies): the version changes with the file. */
export function companyLogoPath(id: string, logoFile: string | null): string {
  const version = logoFile ? logoFile.replace(/\.[a-z]+$/, "") : "monogram";
  return `/media/logos/${encodeURIComponent(id)}?v=${encodeURIComponent(version)}`;
}

/** One recorded edit of a company, as the operators review it. */
export interface CompanyEdit {
  id: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  editorName: string;
  editedAt: string;
  changes: FieldChange[];
  revertedAt: string | null;
  revertedByName: string | null;
}
