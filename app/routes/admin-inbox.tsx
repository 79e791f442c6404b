import { ConsolePager } from "~/features/admin/console-pager";
import { ConsoleSection } from "~/features/admin/console-frame";
import { FORM_OPTIONS, InboxFilters, InboxList } from "~/features/admin/inbox-list";
import { pageWindow, paging } from "~/lib/paging";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-inbox";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE_SIZE = 25;

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Forms inbox",
      description: "Submissions of the site's forms, newest first.",
      path: "/admin/inbox",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const mailboxes = await context.inbox.mailboxes();
    const formParam = url.searchParams.get("form") ?? "";
    const mailboxParam = url.searchParams.get("mailbox") ?? "";
    const form = FORM_OPTIONS.includes(formParam) ? formParam : "";
    const mailbox = mailboxes.includes(mailboxParam) ? mailboxParam : "";
    const filters = { form: form || undefined, mailbox: mailbox || undefined };
    const window = pageWindow(url, PAGE_SIZE);
    const [rows, total] = await Promise.all([
      context.inbox.list({ ...filters, limit: PAGE_SIZE, offset: window.offset }),
      context.inbox.count(filters),
    ]);
    return { rows, form, mailbox, mailboxes, paging: paging(url, window, total) };
  },
);

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleSection
      title="Forms inbox"
      description={`${loaderData.paging.total} ${loaderData.paging.total === 1 ? "submission" : "submissions"}, newest first.`}
    >
      <InboxFilters
        form={loaderData.form}
        mailbox={loaderData.mailbox}
        mailboxes={loaderData.mailboxes}
      />
      <InboxList rows={loaderData.rows} />
      <ConsolePager label="Inbox pages" paging={loaderData.paging} />
    </ConsoleSection>
  );
}
