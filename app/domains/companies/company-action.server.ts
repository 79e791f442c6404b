import { data, type AppLoadContext } from "react-router";
import {
  checkCompany,
  COMPANY_MESSAGES,
  COMPANY_REQUEST_MAX_BYTES,
  companyValuesOf,
  EMPTY_COMPANY_VALUES,
  logoProblem,
  type CompanyErrors,
  type CompanyInput,
  type CompanyValues,
} from "./schema";
import { tooManyMessage } from "~/domain/limits";
import type { FormOutcome, LimitRule, Posted } from "~/lib/route-policy.server";

// What Register Company and the edit page do with a post (read by their route's policy within
// COMPANY_FORM): refuse one too large or unreadable, take one of the member's company writes
// (COMPANY_LIMIT, declared with the route), check it with the shared schema, and check, square
// and store the logo. A refusal comes back with what was typed and a message for each field.

export interface CompanyFormAnswer {
  values: CompanyValues;
  errors: CompanyErrors;
}

export type CompanyPost =
  | {
      ok: true;
      input: CompanyInput;
      /** The stored logo's file, or undefined when none was chosen. */
      logoFile: string | undefined;
    }
  | { ok: false; refusal: ReturnType<typeof refuse> };

/** How both company forms are read: within the limit, their refusals shown on the form. */
export const COMPANY_FORM = { max: COMPANY_REQUEST_MAX_BYTES, refusals: "handler" } as const;

/**
 * Both company forms' limit (decision 300): one company write per readable post, taken before
 * the form is checked, its refusal shown on the form.
 */
export const COMPANY_LIMIT = {
  take: "company-write",
  when: "in-handler",
} as const satisfies LimitRule;

/** A refusal to show on the form, with its HTTP status. */
export function refuse(values: CompanyValues, errors: CompanyErrors, status: number) {
  return data<CompanyFormAnswer>({ values, errors }, { status });
}

const chosenFile = (value: FormDataEntryValue | null): File | null =>
  value instanceof File && value.size > 0 ? value : null;

export async function readCompanyPost(
  context: AppLoadContext,
  { form: posted, limit }: Required<Posted<FormOutcome>>,
): Promise<CompanyPost> {
  if (posted === "too-large") {
    return {
      ok: false,
      refusal: refuse(EMPTY_COMPANY_VALUES, { logo: COMPANY_MESSAGES.logoTooLarge }, 413),
    };
  }
  if (posted === "malformed") {
    return {
      ok: false,
      refusal: refuse(
        EMPTY_COMPANY_VALUES,
        { form: "The form could not be read. Please try again." },
        400,
      ),
    };
  }
  const values = companyValuesOf(posted);
  const decision = await limit();
  if (!decision.allowed) {
    return {
      ok: false,
      refusal: refuse(values, { form: tooManyMessage(decision.retryAfter) }, 429),
    };
  }
  const check = checkCompany(values);
  const logo = chosenFile(posted.get("logo"));
  const problem = logo && logoProblem(logo);
  if (!check.ok || problem) {
    const errors = check.ok ? {} : check.errors;
    if (problem) errors.logo = problem;
    else if (logo) errors.logo = COMPANY_MESSAGES.logoAgain;
    // A logo over the size limit is too large (413) whatever its type; a wrong type is 415.
    const status = !problem ? 400 : problem === COMPANY_MESSAGES.logoTooLarge ? 413 : 415;
    return { ok: false, refusal: refuse(values, errors, status) };
  }
  if (!logo) return { ok: true, input: check.company, logoFile: undefined };
  const stored = await context.companies.storeLogo(logo);
  if (!stored.ok) {
    const message = {
      "too-large": COMPANY_MESSAGES.logoTooLarge,
      type: COMPANY_MESSAGES.logoType,
      unreadable: COMPANY_MESSAGES.logoUnreadable,
    }[stored.problem];
    return {
      ok: false,
      refusal: refuse(values, { logo: message }, stored.problem === "too-large" ? 413 : 415),
    };
  }
  return { ok: true, input: check.company, logoFile: stored.file };
}
