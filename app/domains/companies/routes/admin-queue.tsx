import { ConsolePager } from "~/features/admin/console-pager";
import { CONSOLE_FORM, consoleAction, doneMessage } from "~/features/admin/console-action.server";
import { ConsoleSection } from "~/features/admin/console-frame";
import { ModerationQueue } from "../moderation-queue";
import { companyView } from "../schema";
import { pageWindow, paging } from "~/lib/paging";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-queue";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

const PAGE_SIZE = 10;

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Moderation queue",
      description: "Companies awaiting an operator's review.",
      path: "/admin",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const window = pageWindow(url, PAGE_SIZE);
    const { items, total } = await context.repo.companies.list({
      status: "pending",
      limit: PAGE_SIZE,
      offset: window.offset,
    });
    const queue = await Promise.all(
      items.map(async (company) => ({
        company: companyView(company),
        owner: (await context.repo.companies.ownerOf(company)) ?? null,
      })),
    );
    return { queue, paging: paging(url, window, total), done: doneMessage(url) };
  },
);

export const action = routeAction(
  { who: "operator", body: CONSOLE_FORM },
  ({ context, request }: Route.ActionArgs, posted) => consoleAction(context, posted, request),
);

export default function AdminQueue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsoleSection
      title="Moderation queue"
      description={`${loaderData.paging.total} ${loaderData.paging.total === 1 ? "company awaits" : "companies await"} review, oldest first.`}
      done={loaderData.done}
    >
      <ModerationQueue queue={loaderData.queue} refusal={actionData ?? null} />
      <ConsolePager label="Moderation queue pages" paging={loaderData.paging} />
    </ConsoleSection>
  );
}
