import { redirect } from "react-router";
import { notFound } from "~/lib/access.server";
import { contentDisposition } from "~/lib/download";
import type { Route } from "./+types/account-data";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// "Download my data" (docs/decisions/154): the account page's form posts here and gets a ZIP of
// the member's data, made on the server as it is sent, never cached. Only one's own data: the
// member comes from the session, never from the form. Rate-limited per member.

/** The account page's address that says the last download was refused as too soon. */
export const TOO_OFTEN_PATH = "/account?download=later#account-data";

/** Opened by address: back to the account page, where the button is. */
export const loader = routeLoader({ who: "member" }, (_: Route.LoaderArgs) => {
  throw redirect("/account#account-data");
});

export const action = routeAction(
  // Refused, it goes back to the account page, which says so: the handler takes the limit.
  { who: "member", limit: { take: "account-data", when: "in-handler" } },
  async ({ context }: Route.ActionArgs, { viewer: member, limit: take }) => {
    const limit = await take();
    if (!limit.allowed) {
      // Back to the page, which says so (a download has no page of its own to say it on).
      throw redirect(TOO_OFTEN_PATH, { headers: { "Retry-After": String(limit.retryAfter) } });
    }
    const zip = await context.memberData(member.id);
    if (!zip) notFound();
    const now = new Date();
    return new Response(zip, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition(
          `procureconnect-data-${now.toISOString().slice(0, 10)}.zip`,
        ),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  },
);
