import { PageSection } from "~/components/shared/page-header";
import { REQUEST_FORM_LABELS } from "~/domain/requests";
import { RequestFields, RequestHeading, RequestReplies } from "~/features/requests/request-parts";
import { notFound, requireMember } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/account-request";

// One request a buyer sent, with the company's replies and its status: for the buyer alone.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireMember(context, request);
  const found = await context.requests.sentOne(user.id, params.id);
  if (!found) notFound();
  return { request: found };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta("Request not found", "This request does not exist.");
  const r = loaderData.request;
  return [
    { title: `${REQUEST_FORM_LABELS[r.form]} to ${r.company.name} | ProcureConnect` },
    { name: "robots", content: "noindex" },
  ];
}

export default function SentRequest({ loaderData }: Route.ComponentProps) {
  const r = loaderData.request;
  return (
    <PageSection>
      <div className="max-w-4xl">
        <RequestHeading
          request={r}
          back={{ to: "/account/requests", label: "Your requests" }}
          who="buyer"
          when={`Sent ${formatTimestamp(r.receivedAt)}`}
        />

        <section aria-labelledby="replies-heading" className="mt-8">
          <h2 id="replies-heading" className="text-lg font-semibold text-slate-900">
            Replies
          </h2>
          <div className="mt-4">
            {r.replies.length > 0 ? (
              <RequestReplies replies={r.replies} />
            ) : (
              <p className="text-sm text-slate-600">{r.company.name} has not replied yet.</p>
            )}
          </div>
        </section>

        <section
          aria-labelledby="sent-heading"
          className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="sent-heading" className="mb-4 text-lg font-semibold text-slate-900">
            What you sent
          </h2>
          <RequestFields request={r} />
        </section>
      </div>
    </PageSection>
  );
}
