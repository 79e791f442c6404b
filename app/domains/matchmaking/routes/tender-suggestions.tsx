import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessages } from "~/components/ui/field";
import { notFound } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { inviteSuggestedAction, MATCH_FORM_LIMIT } from "../matchmaking.server";
import type { Route } from "./+types/tender-suggestions";

// Suppliers suggested to the buyer of a tender (issue 43 item 5, decision 483): companies whose
// capabilities match its items' CPV codes and that qualify, not invited yet, in the order of
// decision 521; ticked ones are invited in one post, through the tender's own invitations.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params, request }: Route.LoaderArgs, { viewer }) => {
    const found = await context.repo.matchmaking.suggestions(params.id, viewer.id);
    if (!found) notFound();
    const invited = new URL(request.url).searchParams.get("invited");
    return {
      id: params.id,
      ...found,
      notice:
        invited === null
          ? null
          : `${Number(invited) === 1 ? "1 supplier is" : `${Number(invited) || 0} suppliers are`} invited. Their owners are told.`,
    };
  },
);

export const action = routeAction(
  { who: "member", body: MATCH_FORM_LIMIT, limit: "tender-draft" },
  ({ context, params }: Route.ActionArgs, { viewer, form }) =>
    inviteSuggestedAction(context, { viewer, form }, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Suggested suppliers",
      description: "Suppliers whose capabilities match your tender's items.",
      path: "/projects",
    },
    matches,
  );
}

export default function TenderSuggestions({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, region, suppliers, notice } = loaderData;
  const rating = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
  return (
    <>
      <PageHeader
        eyebrow="Your tender"
        title="Suggested suppliers"
        description={`Companies whose capabilities match the CPV codes of the items of ${title}.`}
      />
      <PageSection className="flex max-w-3xl flex-col gap-4">
        <FormMessages error={actionData?.error ?? null} success={notice} />
        {suppliers.length === 0 ? (
          <p className="text-slate-700">
            No other supplier to suggest. Give the tender&rsquo;s items CPV codes to find suppliers
            that supply them.
          </p>
        ) : (
          <Form method="post" className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              The most matched codes first, then suppliers in the tender&rsquo;s region, those
              verified by ProcureConnect, and the best rated by verified buyers.
            </p>
            <fieldset>
              <legend className="mb-2 font-medium text-slate-900">Invite these suppliers</legend>
              <ul className="flex flex-col gap-3">
                {suppliers.map((s) => (
                  <li key={s.id}>
                    <Card className="p-4">
                      <div className="flex items-start gap-3">
                        <input
                          type="checkbox"
                          id={`supplier-${s.id}`}
                          name="company"
                          value={s.id}
                          className="mt-1 size-4"
                        />
                        <div>
                          <label
                            htmlFor={`supplier-${s.id}`}
                            className="font-medium text-slate-900"
                          >
                            {s.name}
                          </label>
                          <p className="text-sm text-slate-700">
                            {s.location}
                            {s.inRegion && region !== "Global" ? ` · In ${region}` : null}
                            {s.verified ? " · Verified by ProcureConnect" : null}
                          </p>
                          <p className="text-sm text-slate-700">
                            {s.verifiedRating !== null
                              ? `Rated ${rating.format(s.verifiedRating)} of 5 by verified buyers · `
                              : null}
                            {s.rating !== null
                              ? `Rated ${rating.format(s.rating)} of 5 (${s.reviews} reviews)`
                              : "Not rated yet"}
                          </p>
                          <p className="text-sm text-slate-700">
                            Supplies {s.matched.map((m) => `${m.code} ${m.title}`).join("; ")}
                          </p>
                          <Link
                            to={`/vendors/${s.slug}`}
                            className="text-sm text-brand-700 underline"
                          >
                            Profile<span className="sr-only"> of {s.name}</span>
                          </Link>
                        </div>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div>
              <Button type="submit">Invite the ticked suppliers</Button>
            </div>
          </Form>
        )}
        <Link to={`/projects/${id}`} className="text-sm text-brand-700 underline">
          Back to the tender
        </Link>
      </PageSection>
    </>
  );
}
