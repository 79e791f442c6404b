import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessages, InputField, SelectField } from "~/components/ui/field";
import { PROJECT_REGIONS } from "~/data/vocabularies";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { MATCH_FORM_LIMIT, searchAction } from "../matchmaking.server";
import { searchLabel } from "../saved-search";
import type { Route } from "./+types/tender-searches";

// A member's saved searches for tenders (issue 43 item 6): made here or from /projects' filters,
// listed and deleted; a newly published tender matching one is a notification (and an e-mail).

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer }) => {
    const url = new URL(request.url);
    const searches = await context.repo.matchmaking.searchesOf(viewer.id);
    return {
      searches: searches.map((s) => ({ id: s.id, label: searchLabel(s), cpv: s.cpvPrefix })),
      notice: url.searchParams.has("saved")
        ? "Your search is saved. We will tell you of new tenders that match it."
        : url.searchParams.has("deleted")
          ? "The saved search is deleted."
          : null,
    };
  },
);

export const action = routeAction(
  { who: "member", body: MATCH_FORM_LIMIT, limit: "tender-search" },
  ({ context }: Route.ActionArgs, { viewer, form }) => searchAction(context, { viewer, form }),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Saved searches for tenders",
      description: "The tender searches you are alerted to.",
      path: "/account/tender-searches",
    },
    matches,
  );
}

export default function TenderSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { searches, notice } = loaderData;
  const error = actionData && "error" in actionData ? actionData : null;
  const fieldError = (name: string) => (error?.field === name ? error.error : undefined);
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Saved searches for tenders"
        description="New tenders that match a search are in your notifications as soon as they are published."
      />
      <PageSection className="flex max-w-3xl flex-col gap-6">
        <FormMessages error={error && !error.field ? error.error : null} success={notice} />
        {searches.length === 0 ? (
          <p className="text-slate-700">
            You have no saved searches. Filter the{" "}
            <Link to="/projects" className="text-brand-700 underline">
              current projects
            </Link>{" "}
            and save the search, or make one below.
          </p>
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100">
              {searches.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <span className="font-medium text-slate-900">{s.label}</span>
                  <Form method="post">
                    <input type="hidden" name="delete" value={s.id} />
                    <Button type="submit" size="sm" variant="outline">
                      Delete<span className="sr-only"> the search {s.label}</span>
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">New saved search</h2>
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <InputField
              id="search-cpv"
              name="cpv"
              label="CPV code starts with"
              inputMode="numeric"
              hint="2 to 8 digits, such as 45 (construction) or 4523."
              error={fieldError("cpv")}
            />
            <InputField id="search-q" name="q" label="Keywords" maxLength={100} />
            <SelectField
              id="search-region"
              name="region"
              label="Region"
              placeholder="Any region"
              options={PROJECT_REGIONS}
            />
            <div className="grid grid-cols-2 gap-3">
              <InputField
                id="search-min"
                name="min"
                label="Value from"
                inputMode="numeric"
                error={fieldError("min")}
              />
              <InputField
                id="search-max"
                name="max"
                label="Value up to"
                inputMode="numeric"
                error={fieldError("max")}
              />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit">Save search</Button>
            </div>
          </Form>
        </Card>
      </PageSection>
    </>
  );
}
