import { data, Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { ArticleEditor } from "../article-editor";
import { DEFAULT_IMAGE, formValuesOf, readArticleForm } from "../article-form.server";
import { ARTICLE_FORM_MAX_BYTES } from "../rules";
import { tooManyMessage } from "~/domain/limits";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-study-new";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A buyer who awarded a tender on the site tells its story: the case study waits for an
// operator's approval (the console's Articles, Case Studies) before anyone else sees it.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Submit a Case Study",
      description: "Tell how an awarded tender was delivered.",
      path: "/projects/case-studies/new",
    },
    matches,
  );
}

async function awardedTenders(context: Route.LoaderArgs["context"], userId: string) {
  const tenders = await context.repo.tenders.byBuyer(userId);
  return tenders.filter((t) => t.awardedAt !== null);
}

export const loader = routeLoader(
  { who: "confirmed" },
  async ({ context }: Route.LoaderArgs, { viewer }) => {
    const awarded = await awardedTenders(context, viewer.id);
    const first = awarded[0];
    const values = {
      ...formValuesOf(null, "case-study"),
      author: viewer.name,
      sector: first?.sector ?? "",
      region: first?.region ?? "",
      imageUrl: DEFAULT_IMAGE,
    };
    return { allowed: awarded.length > 0, values };
  },
);

export const action = routeAction(
  {
    who: "confirmed",
    body: ARTICLE_FORM_MAX_BYTES,
    limit: { take: "case-study", when: "in-handler" },
  },
  async ({ context }: Route.ActionArgs, { viewer, form, limit }) => {
    if ((await awardedTenders(context, viewer.id)).length === 0)
      throw data("Only buyers who awarded a tender may submit a case study.", { status: 403 });
    const read = readArticleForm(form, "case-study");
    if (!read.ok) return data({ errors: read.errors, values: read.values, done: false }, 400);
    const decision = await limit();
    if (!decision.allowed) {
      const formError = tooManyMessage(decision.retryAfter);
      return data({ errors: {}, formError, values: read.values, done: false }, 429);
    }
    await context.repo.knowledge.articles.save({ ...read.input, imageUrl: DEFAULT_IMAGE }, null, {
      status: "pending",
      authorId: viewer.id,
    });
    return { errors: {}, values: read.values, done: true };
  },
);

export default function CaseStudyNew({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/projects/case-studies" label="Back to Case Studies" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Submit a Case Study</h1>
      <p className="mt-2 text-slate-600">
        Tell other buyers how a tender you awarded on ProcureConnect was delivered. Our editors read
        every case study before it is published.
      </p>
      <div className="mt-6">
        {actionData?.done ? (
          <FormMessages
            error={null}
            success="Thank you: your case study is waiting for approval. We will publish it once an editor has read it."
          />
        ) : !loaderData.allowed ? (
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <p className="text-slate-700">
              Case studies are written by buyers who awarded a tender on ProcureConnect. Once you
              have awarded one, come back to tell its story.
            </p>
            <Link to="/projects/new" className={`${buttonVariants()} mt-4`}>
              Publish a tender
            </Link>
          </div>
        ) : (
          <>
            {actionData && "formError" in actionData ? (
              <FormMessages error={actionData.formError} success={null} />
            ) : null}
            <ArticleEditor
              values={values}
              errors={actionData?.errors}
              kindFixed
              label="Case study"
              actions={[{ intent: "submit", label: "Submit for approval" }]}
            />
          </>
        )}
      </div>
    </div>
  );
}
