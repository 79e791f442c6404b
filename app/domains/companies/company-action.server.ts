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
import { readFormData } from "~/lib/form-data.server";
import type { Viewer } from "~/lib/access.server";

// What Register Company and the edit page do with a post: read it within the size limit, take
// one of the member's company writes, check it with the shared schema, and check, square and
// store the logo. A refusal comes back with what was typed and a message for each field.

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

/** A refusal to show on the form, with its HTTP status. */
export function refuse(values: CompanyValues, errors: CompanyErrors, status: number) {
  return data<CompanyFormAnswer>({ values, errors }, { status });
}

const chosenFile = (value: FormDataEntryValue | null): File | null =>
  value instanceof File && value.size > 0 ? value : null;

export async function readCompanyPost(
  request: Request,
  context: AppLoadContext,
  member: Viewer,
): Promise<CompanyPost> {
  const posted = await readFormData(request, COMPANY_REQUEST_MAX_BYTES);
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
  const decision = await context.limits.take("company-write", member.id);
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
