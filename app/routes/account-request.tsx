import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "~/components/shared/page-header";
import { REQUEST_FORM_LABELS } from "~/domain/requests";
import { RequestFields, RequestReplies, StatusBadge } from "~/features/requests/request-parts";
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
        <Link
          to="/account/requests"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Your requests
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <StatusBadge status={r.status} />
          <span className="text-sm text-slate-600">
            {REQUEST_FORM_LABELS[r.form]} to{" "}
            <Link
              to={`/vendors/${r.company.slug}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {r.company.name}
            </Link>
          </span>
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900">
          {r.subject || REQUEST_FORM_LABELS[r.form]}
        </h1>
        <p className="mt-1 text-sm text-slate-600">Sent {formatTimestamp(r.receivedAt)}</p>

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
