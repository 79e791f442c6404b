import { data, redirect, type AppLoadContext } from "react-router";
import {
  CPV_MESSAGES,
  IDENTIFIER_MESSAGES,
  MAX_CPV_CODES,
  MAX_IDENTIFIERS,
  identifierProblem,
  pickedCodes,
  tidyIdentifier,
} from "~/domains/classification";
import { isKnownScheme } from "~/domains/classification/index.server";
import { MAX_FILE_BYTES } from "~/domain/form-rules";
import { fieldText as text } from "~/lib/form-data";
import { z } from "zod";
import { CERTIFICATE_MESSAGES, MAX_CERTIFICATES, dayOf } from "./qualification";
import type { Company } from "./schema";

// The qualification page's posts (issue 43): the company's CPV codes, its identifiers and its
// certificates. The route has checked that the member owns the company; each refusal comes
// back to its own form with a message, and a success goes back to the page (POST, redirect).

/** The page's forms: a certificate's file with its fields. */
export const QUALIFICATION_FORM_MAX = MAX_FILE_BYTES + 64 * 1024;

export type QualificationForm = "capabilities" | "identifier" | "certificate";

export interface QualificationAnswer {
  form: QualificationForm;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const refuse = (
  form: QualificationForm,
  errors: Record<string, string>,
  values: Record<string, string> = {},
  status = 400,
) => data<QualificationAnswer>({ form, errors, values }, { status });

const back = (company: Company, saved: string) =>
  redirect(`/account/companies/${company.slug}/qualification?saved=${saved}`);

// The certificate form's fields (its file is checked by its bytes when stored).
const required = (max: number, message: string) => z.string().trim().min(1, message).max(max);

const certificateSchema = z.object({
  name: required(120, CERTIFICATE_MESSAGES.name),
  issuer: required(120, CERTIFICATE_MESSAGES.issuer),
  number: required(80, CERTIFICATE_MESSAGES.number),
  scope: z.string().trim().max(500),
  expiresOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, CERTIFICATE_MESSAGES.expiresOn)
    .refine((d) => !Number.isNaN(dayOf(d)), CERTIFICATE_MESSAGES.expiresOn),
});

async function saveCapabilities(context: AppLoadContext, company: Company, form: FormData) {
  const codes = pickedCodes(
    form.getAll("cpv").map((v) => String(v)),
    text(form, "cpvAdd"),
  );
  const values = { cpvAdd: text(form, "cpvAdd") };
  if (codes.length > MAX_CPV_CODES)
    return refuse("capabilities", { cpv: CPV_MESSAGES.tooMany }, values);
  const unknown = await context.repo.classification.unknown(codes);
  if (unknown.length > 0)
    return refuse("capabilities", { cpv: CPV_MESSAGES.unknown(unknown) }, values);
  await context.repo.companies.setCapabilities(company.id, codes);
  return back(company, "capabilities");
}

async function addIdentifier(context: AppLoadContext, company: Company, form: FormData) {
  const scheme = text(form, "scheme");
  const value = tidyIdentifier(text(form, "identifier"));
  const values = { scheme, identifier: text(form, "identifier") };
  if (!isKnownScheme(scheme))
    return refuse("identifier", { scheme: IDENTIFIER_MESSAGES.scheme }, values);
  const problem = identifierProblem(scheme, value);
  if (problem) return refuse("identifier", { identifier: problem }, values);
  const held = await context.repo.companies.identifiers(company.id);
  if (held.length >= MAX_IDENTIFIERS)
    return refuse("identifier", { identifier: IDENTIFIER_MESSAGES.tooMany }, values);
  const added = await context.repo.companies.addIdentifier(company.id, scheme, value);
  if (added === "duplicate")
    return refuse("identifier", { identifier: IDENTIFIER_MESSAGES.duplicate }, values, 409);
  return back(company, "identifier");
}

async function addCertificate(context: AppLoadContext, company: Company, form: FormData) {
  const fields = ["name", "issuer", "number", "scope", "expiresOn"] as const;
  const values = Object.fromEntries(fields.map((f) => [f, text(form, f)]));
  const check = certificateSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!check.success) {
    for (const issue of check.error.issues) errors[String(issue.path[0])] ??= issue.message;
  } else if (check.data.expiresOn < new Date().toISOString().slice(0, 10)) {
    errors.expiresOn = CERTIFICATE_MESSAGES.past;
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) errors.file = CERTIFICATE_MESSAGES.file;
  if (!check.success || Object.keys(errors).length > 0)
    return refuse("certificate", errors, values);
  const held = await context.repo.companies.certificates(company.id);
  if (held.length >= MAX_CERTIFICATES)
    return refuse("certificate", { form: CERTIFICATE_MESSAGES.tooMany }, values);
  const stored = await context.certificateFiles.store(file as File);
  if (!stored.ok) {
    const tooLarge = stored.problem === "too-large";
    return refuse(
      "certificate",
      { file: tooLarge ? CERTIFICATE_MESSAGES.fileTooLarge : CERTIFICATE_MESSAGES.fileType },
      values,
      tooLarge ? 413 : 415,
    );
  }
  await context.repo.companies.addCertificate(company.id, check.data, stored.document);
  return back(company, "certificate");
}

/** Runs one of the page's posts for the company's owner. */
export async function qualificationAction(
  context: AppLoadContext,
  company: Company,
  form: FormData,
) {
  switch (text(form, "intent")) {
    case "capabilities":
      return saveCapabilities(context, company, form);
    case "identifier-add":
      return addIdentifier(context, company, form);
    case "identifier-remove":
      await context.repo.companies.removeIdentifier(company.id, text(form, "id"));
      return back(company, "identifier-removed");
    case "certificate-add":
      return addCertificate(context, company, form);
    case "certificate-remove": {
      const file = await context.repo.companies.removeCertificate(company.id, text(form, "id"));
      if (file) await context.certificateFiles.remove([file]);
      return back(company, "certificate-removed");
    }
    default:
      return refuse("capabilities", { form: "The form could not be read. Please try again." });
  }
}
