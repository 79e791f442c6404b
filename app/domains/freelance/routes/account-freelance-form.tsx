import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { loadPostForm, POST_FORM_LIMIT, postFormAction, POST_LIMIT } from "../freelance.server";
import { PostForm } from "../post-form";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-freelance-form";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Posting freelance work (/account/freelance/new) or editing a post (/account/freelance/:id/edit):
// owners of approved companies only; anyone else's post is a 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) => loadPostForm(context, viewer, params.id),
);

export const action = routeAction(
  { who: "confirmed", body: POST_FORM_LIMIT, limit: POST_LIMIT },
  ({ context, params }: Route.ActionArgs, posted) => postFormAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: params.id ? "Edit freelance post" : "Post freelance work",
      description: "Post contract work on ProcureConnect's Freelance Opportunities.",
      path: params.id ? `/account/freelance/${params.id}/edit` : "/account/freelance/new",
    },
    matches,
  );
}

export default function AccountFreelanceForm({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, values, id, today } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Freelance work"
        title={id ? "Edit freelance post" : "Post freelance work"}
        description={
          id
            ? "Changes show on the post at once, marked as updated."
            : "Describe the work, its budget and how long it lasts. Publish it now, or save a draft to finish later."
        }
      />
      <PageSection className="max-w-4xl">
        {companies.length === 0 ? (
          <p className="text-slate-700">
            Freelance work is posted by companies on the network. Once a company you registered is
            approved, you can post its work here.{" "}
            <Link to="/vendors/register" className="text-brand-700 underline">
              Register a company
            </Link>
          </p>
        ) : (
          <Card className="p-6">
            <PostForm
              companies={companies}
              values={values}
              result={actionData}
              editing={id !== null}
              today={today}
            />
          </Card>
        )}
      </PageSection>
    </>
  );
}
