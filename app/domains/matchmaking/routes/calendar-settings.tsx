import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessages } from "~/components/ui/field";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { calendarAction, MATCH_FORM_LIMIT } from "../matchmaking.server";
import type { Route } from "./+types/calendar-settings";

// The member's private calendar feed of the deadlines of the tenders they follow (issue 43 item
// 6, decision 484): its address holds a secret; a new one replaces it, revoking stops it.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer }) => {
    const url = new URL(request.url);
    const token = await context.repo.matchmaking.calendarToken(viewer.id);
    return {
      feed: token ? `${context.siteOrigin}/calendar/${token}` : null,
      notice: url.searchParams.has("made")
        ? "Your calendar address is ready. Any earlier address no longer works."
        : url.searchParams.has("revoked")
          ? "Your calendar address no longer works."
          : null,
    };
  },
);

export const action = routeAction(
  { who: "member", body: MATCH_FORM_LIMIT, limit: "tender-search" },
  ({ context }: Route.ActionArgs, { viewer, form }) => calendarAction(context, { viewer, form }),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Tender deadlines in your calendar",
      description: "A private calendar address with the deadlines of the tenders you follow.",
      path: "/account/calendar",
    },
    matches,
  );
}

export default function CalendarSettings({ loaderData }: Route.ComponentProps) {
  const { feed, notice } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Tender deadlines in your calendar"
        description="Subscribe to this address in your calendar app to see the bid deadlines of the tenders you follow. A moved deadline moves in your calendar too."
      />
      <PageSection className="flex max-w-3xl flex-col gap-4">
        <FormMessages error={null} success={notice} />
        <Card className="flex flex-col gap-4 p-6">
          {feed ? (
            <>
              <label htmlFor="calendar-feed" className="text-sm font-medium text-slate-900">
                Your private calendar address
              </label>
              <input
                id="calendar-feed"
                readOnly
                value={feed}
                className="h-10 w-full rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
              />
              <p className="text-sm text-slate-700">
                Keep it to yourself: anyone with it sees the deadlines of the tenders you follow.
              </p>
              <div className="flex flex-wrap gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="renew" />
                  <Button type="submit" variant="outline">
                    Make a new address
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <Button type="submit" variant="outline">
                    Stop this address
                  </Button>
                </Form>
              </div>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="renew" />
              <Button type="submit">Make my calendar address</Button>
            </Form>
          )}
          <p className="text-sm text-slate-700">
            Follow a tender from its page to add its deadline. See{" "}
            <Link to="/account/tenders-for-you" className="text-brand-700 underline">
              Tenders for you
            </Link>
            .
          </p>
        </Card>
      </PageSection>
    </>
  );
}
