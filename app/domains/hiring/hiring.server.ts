import { data, redirect, type AppLoadContext } from "react-router";
import { isApplicantStatus, JOB_LIMITS } from "./rules";
import { checkJob, EMPTY_JOB_FORM, jobFormValues, type JobFormValues } from "./schema";
import { parseJobFilters } from "./job-filters";
import { tooManyMessage } from "~/domain/limits";
import { notFound, type Viewer } from "~/lib/access.server";
import type { LimitRule, Posted, TakeLimit } from "~/lib/route-policy.server";
import { textOf } from "~/lib/form-data";
import { tellOf } from "~/lib/tell.server";
import { ALERT_MATCH_JOB } from "./data/alert-match.server";
import { FORM_ENDPOINT, isHostedEndpoint } from "~/features/forms/form-config";

// The hiring pages' loaders and actions (issue 30): posting and managing jobs (owners of
// approved companies), the applications to them, the applicant's own list, and job alerts.
// Every one names the member; another member's job or application is a 404.

/** The job form's and the job page's limit (the routes declare it). */
export const JOB_FORM_LIMIT = 128 * 1024;
/** The job alert form's limit. */
export const JOB_ALERT_FORM_LIMIT = 16 * 1024;

export interface JobFormResult {
  values: JobFormValues;
  errors: Partial<Record<keyof JobFormValues | "form", string>>;
}

/** A job's saving, publishing, closing or reopening, and an application's review (decision 300). */
export const JOB_LIMIT = { take: "job-post", when: "in-handler" } as const satisfies LimitRule;
/** Saving or removing a job alert. */
export const JOB_ALERT_LIMIT = {
  take: "job-alert",
  when: "in-handler",
} as const satisfies LimitRule;

async function tooOften(limit: TakeLimit) {
  const decision = await limit();
  return decision.allowed ? null : tooManyMessage(decision.retryAfter);
}

const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(form: FormData): JobFormValues {
  const values = { ...EMPTY_JOB_FORM };
  for (const name of Object.keys(values) as (keyof JobFormValues)[]) {
    values[name] = textOf(form.get(name));
  }
  return values;
}

/** The companies a member may post for: their approved ones (none: the page says how). */
export async function loadJobForm(context: AppLoadContext, member: Viewer, id?: string) {
  const companies = await context.repo.hiring.companiesOf(member.id);
  if (id) {
    const job = await context.repo.hiring.owned(member.id, id);
    if (!job) notFound();
    return { companies, values: jobFormValues(job.input), status: job.status, id };
  }
  const first = companies[0];
  return {
    companies,
    values: {
      ...EMPTY_JOB_FORM,
      companyId: first?.id ?? "",
      companyDescription: first?.short_blurb ?? "",
    },
    status: null,
    id: null,
  };
}

/**
 * Queues the keyed job that tells the job's alerts (decision 549): once per job whatever the
 * number of publications, and nothing when the publication found the job published before. The
 * job runner's minute check queues it too, should this server stop before it does.
 */
async function queueAlertMatch(context: AppLoadContext, jobId: string) {
  await context.jobs.send(ALERT_MATCH_JOB, { jobId }, { key: jobId });
}

/** Saves a new job (draft, or published with `intent=publish`) or an edit of one. */
export async function jobFormAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted>,
  id?: string,
) {
  const values = valuesOf(form);
  const checked = checkJob(values, today());
  if (!checked.ok) return data<JobFormResult>({ values, errors: checked.errors }, { status: 400 });
  const limited = await tooOften(limit);
  if (limited) return data<JobFormResult>({ values, errors: { form: limited } }, { status: 429 });
  if (id) {
    if (!(await context.repo.hiring.update(member.id, id, checked.job))) notFound();
    throw redirect(`/account/jobs/${id}?saved=1`);
  }
  const publish = textOf(form.get("intent")) === "publish";
  const created = await context.repo.hiring.create(member.id, checked.job, publish);
  if (!created) {
    return data<JobFormResult>(
      { values, errors: { companyId: "Choose one of your approved companies." } },
      { status: 400 },
    );
  }
  if (publish) await queueAlertMatch(context, created);
  throw redirect(`/account/jobs/${created}?${publish ? "published" : "saved"}=1`);
}

/** The owner's page of one job: its state and applicants. */
export async function loadManagedJob(
  context: AppLoadContext,
  request: Request,
  member: Viewer,
  id: string,
) {
  const [job, applicants] = await Promise.all([
    context.repo.hiring.owned(member.id, id),
    context.repo.hiring.applicants(member.id, id),
  ]);
  if (!job || !applicants) notFound();
  const url = new URL(request.url);
  return {
    job,
    applicants,
    notice: url.searchParams.has("published")
      ? "The job is published on the Job Board."
      : url.searchParams.has("saved")
        ? "Your changes are saved."
        : url.searchParams.has("closed")
          ? "The job is closed: it has left the Job Board."
          : url.searchParams.has("reviewed")
            ? "The application is updated."
            : null,
  };
}

/** Publish, close or reopen the job; or move an application on and keep its note. */
export async function managedJobAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted>,
  id: string,
) {
  const intent = textOf(form.get("intent"));
  const limited = await tooOften(limit);
  if (limited) return data({ error: limited }, { status: 429 });
  const tell = tellOf(context);
  if (intent === "publish" || intent === "close") {
    const status = intent === "publish" ? "published" : "closed";
    if (!(await context.repo.hiring.setStatus(member.id, id, status))) notFound();
    if (status === "published") await queueAlertMatch(context, id);
    throw redirect(`/account/jobs/${id}?${intent === "publish" ? "published" : "closed"}=1`);
  }
  if (intent === "review") {
    const application = textOf(form.get("application"));
    const status = textOf(form.get("status"));
    const note = textOf(form.get("note")).trim();
    if (note.length > JOB_LIMITS.noteMax) {
      return data(
        { error: `Keep the note to ${JOB_LIMITS.noteMax.toLocaleString("en-US")} characters.` },
        { status: 400 },
      );
    }
    const applicants = await context.repo.hiring.applicants(member.id, id);
    if (!applicants?.some((a) => a.id === application)) notFound();
    const ok = await context.repo.hiring.review(
      member.id,
      application,
      { status: isApplicantStatus(status) ? status : undefined, note },
      tell,
    );
    if (!ok) notFound();
    throw redirect(`/account/jobs/${id}?reviewed=1#application-${application}`);
  }
  return data({ error: "Choose what to do." }, { status: 400 });
}

/** Saves the Job Board's current filters as an alert, or removes one. */
export async function jobAlertAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted>,
) {
  const limited = await tooOften(limit);
  if (limited) return data({ error: limited }, { status: 429 });
  const remove = textOf(form.get("remove"));
  if (remove) {
    await context.repo.hiring.alerts.remove(member.id, remove);
    throw redirect("/account/job-alerts?removed=1");
  }
  const params = new URLSearchParams();
  for (const name of ["q", "category", "duration", "budget"]) {
    const value = textOf(form.get(name));
    if (value) params.set(name, value);
  }
  await context.repo.hiring.alerts.add(member.id, parseJobFilters(params));
  throw redirect("/account/job-alerts?saved=1");
}

/**
 * The CV of the member's last application, offered on the application form (issue 44): only
 * when forms go to our inbox, which alone keeps the file to send again.
 */
export async function previousCvOf(context: AppLoadContext, viewer: Viewer | null) {
  if (!viewer || isHostedEndpoint(FORM_ENDPOINT)) return null;
  return context.repo.hiring.lastCv(viewer.id);
}
