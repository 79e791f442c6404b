import { requestMeta } from "~/features/requests/request-meta";
import { RequestFields, RequestPage, RequestReplies } from "~/features/requests/request-parts";
import { notFound, requireMember } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { Route } from "./+types/account-request";

// One request a buyer sent, with the company's replies and its status: for the buyer alone.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireMember(context, request);
  return { request: (await context.requests.sentOne(user.id, params.id)) ?? notFound() };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta = ({ loaderData }: Route.MetaArgs) => requestMeta(loaderData?.request, "buyer");

export default function SentRequest({ loaderData }: Route.ComponentProps) {
  const r = loaderData.request;
  return (
    <RequestPage request={r} who="buyer" when={`Sent ${formatTimestamp(r.receivedAt)}`}>
      <RequestReplies replies={r.replies} empty={`${r.company.name} has not replied yet.`} />

      <RequestFields id="sent" title="What you sent" request={r} />
    </RequestPage>
  );
}
