import { ConsolePager } from "~/features/admin/console-pager";
import { CONSOLE_FORM, consoleAction, doneMessage } from "~/features/admin/console-action.server";
import { ConsoleSection } from "~/features/admin/console-frame";
import { EditHistory } from "../edit-history";
import { pageWindow, paging } from "~/lib/paging";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-history";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

const PAGE_SIZE = 20;

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Edit history",
      description: "Owners' edits of their companies, to review and revert.",
      path: "/admin/history",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const window = pageWindow(url, PAGE_SIZE);
    const { items, total } = await context.repo.companies.edits({
      limit: PAGE_SIZE,
      offset: window.offset,
    });
    return { edits: items, paging: paging(url, window, total), done: doneMessage(url) };
  },
);

export const action = routeAction(
  { who: "operator", body: CONSOLE_FORM },
  ({ context, request }: Route.ActionArgs, posted) => consoleAction(context, posted, request),
);

export default function AdminHistory({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleSection
      title="Edit history"
      description="Every change owners saved, newest first. Reverting puts the fields of that edit back as they were."
      done={loaderData.done}
    >
      <EditHistory edits={loaderData.edits} />
      <ConsolePager label="Edit history pages" paging={loaderData.paging} />
    </ConsoleSection>
  );
}
