import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { checkEndpointUrl, webhookRule } from "../../../server/webhooks/address";
import {
  isWebhookEvent,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
} from "../../../server/webhooks/events";
import { MAX_ENDPOINTS } from "../../../server/webhooks/endpoints";

// A company's webhooks page (/account/companies/{slug}/webhooks, decision 505): its owner adds
// and removes endpoints, sees the secret once, and sees each delivery with "Send again". Every
// read and write names the company its owner was found for: anyone else gets 404.

export const WEBHOOK_FORM_MAX = 8 * 1024;

async function ownCompany(context: AppLoadContext, slug: string | undefined, viewer: Viewer) {
  const company = slug ? await context.repo.webhooks.ownedCompany(slug, viewer.id) : undefined;
  if (!company) notFound();
  return company;
}

export async function webhooksPage(
  context: AppLoadContext,
  slug: string | undefined,
  viewer: Viewer,
) {
  const company = await ownCompany(context, slug, viewer);
  const [endpoints, deliveries] = await Promise.all([
    context.repo.webhooks.endpointsOf(company.id),
    context.repo.webhooks.deliveriesOf(company.id),
  ]);
  return {
    company: { name: company.name, slug: company.slug },
    events: WEBHOOK_EVENTS.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] })),
    endpoints,
    deliveries: deliveries.map(({ lastError, ...d }) => ({
      ...d,
      lastError: lastError ? lastError.slice(0, 200) : null,
    })),
    localUrls: webhookRule().allowLocal,
  };
}

export type WebhookAnswer =
  | { ok: "added"; url: string; secret: string }
  | { ok: "removed" | "queued" }
  | { problem: string; url?: string; events?: string[] };

export async function webhooksAction(
  context: AppLoadContext,
  slug: string | undefined,
  viewer: Viewer,
  form: FormData,
) {
  const company = await ownCompany(context, slug, viewer);
  const intent = form.get("intent");
  const repo = context.repo.webhooks;
  if (intent === "add") {
    const url = String(form.get("url") ?? "").slice(0, 2000);
    const events = form.getAll("events").filter(isWebhookEvent);
    const checked = checkEndpointUrl(url, webhookRule());
    if (!checked.ok) return answer({ problem: checked.problem, url, events }, 400);
    if (events.length === 0)
      return answer({ problem: "Choose at least one event.", url, events }, 400);
    const added = await repo.addEndpoint(
      company.id,
      viewer.id,
      { url: checked.url, events },
      new Date(),
    );
    if (!added)
      return answer(
        { problem: `A company has at most ${MAX_ENDPOINTS} endpoints.`, url, events },
        400,
      );
    return answer({ ok: "added", url: checked.url, secret: added.secret });
  }
  const id = String(form.get("id") ?? "");
  if (intent === "remove" && (await repo.removeEndpoint(company.id, id)))
    return answer({ ok: "removed" });
  if (intent === "resend" && (await repo.sendAgain(company.id, id, new Date())))
    return answer({ ok: "queued" });
  notFound();
}

const answer = (body: WebhookAnswer, status = 200) =>
  data(body, { status, headers: { "Cache-Control": "private, no-store" } });
