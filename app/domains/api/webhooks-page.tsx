import { Form } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { formatTimestamp } from "~/lib/dates";
import type { WebhookAnswer, webhooksPage } from "./webhooks.server";

// A company's webhooks (decision 505): its endpoints, the form that adds one (the secret shown
// once, in the answer to that form), and its deliveries with "Send again". Plain forms: every
// control works without JavaScript.

type PageData = Awaited<ReturnType<typeof webhooksPage>>;

const STATUS_WORDS = { delivered: "Delivered", pending: "Retrying", failed: "Failed" } as const;

/** A delivery's state in words: one not tried yet waits for its first attempt. */
const statusWords = (d: { status: keyof typeof STATUS_WORDS; attempts: number }) =>
  d.status === "pending" && d.attempts === 0 ? "Waiting" : STATUS_WORDS[d.status];
const STATUS_BADGE = { delivered: "default", pending: "warning", failed: "outline" } as const;

function Secret({ answer }: { answer: Extract<WebhookAnswer, { ok: "added" }> }) {
  return (
    <div role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-sm">
      <p className="font-semibold text-emerald-900">Endpoint added: {answer.url}</p>
      <p className="mt-1 text-emerald-900">
        Its signing secret, shown this once: keep it where your system verifies our messages.
      </p>
      <code className="mt-2 block overflow-x-auto rounded bg-white p-2 font-mono break-all text-slate-900">
        {answer.secret}
      </code>
    </div>
  );
}

function AddEndpoint({ data, answer }: { data: PageData; answer?: WebhookAnswer }) {
  const failed = answer && "problem" in answer ? answer : null;
  const chosen = new Set(failed?.events ?? data.events.map((e) => e.type));
  return (
    <Form method="post" className="space-y-4" aria-labelledby="add-endpoint">
      <h2 id="add-endpoint" className="text-lg font-semibold text-slate-900">
        Add an endpoint
      </h2>
      <input type="hidden" name="intent" value="add" />
      <InputField
        id="webhook-url"
        name="url"
        type="url"
        label="Endpoint URL"
        required
        defaultValue={failed?.url ?? ""}
        error={failed?.problem}
        hint={
          data.localUrls
            ? "https://, or http://localhost while developing."
            : "An https:// address on the public internet."
        }
        placeholder="https://erp.example.com/webhooks/procureconnect"
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Events</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {data.events.map((e) => (
            <li key={e.type}>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="events"
                  value={e.type}
                  defaultChecked={chosen.has(e.type)}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span>
                  {e.label} <code className="text-xs text-slate-500">{e.type}</code>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit">Add endpoint</Button>
    </Form>
  );
}

function Endpoints({ data }: { data: PageData }) {
  if (data.endpoints.length === 0)
    return <p className="text-sm text-slate-700">No endpoints yet.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {data.endpoints.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-mono text-sm break-all text-slate-900">{e.url}</p>
            <p className="text-xs text-slate-600">{e.events.join(", ")}</p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={e.id} />
            <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${e.url}`}>
              Remove
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function Deliveries({ data }: { data: PageData }) {
  if (data.deliveries.length === 0)
    return <p className="text-sm text-slate-700">Nothing sent yet.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {data.deliveries.map((d) => (
        <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium text-slate-900">
              {d.event} <Badge variant={STATUS_BADGE[d.status]}>{statusWords(d)}</Badge>
            </p>
            <p className="font-mono text-xs break-all text-slate-600">
              {d.messageId} to {d.url}
            </p>
            <p className="text-slate-700">
              {formatTimestamp(d.createdAt)} · Attempts: {d.attempts}
              {d.lastStatus !== null ? ` · Last answer: HTTP ${d.lastStatus}` : ""}
              {d.lastError ? ` · ${d.lastError}` : ""}
              {d.status === "pending" && d.nextAttemptAt
                ? ` · Next attempt: ${formatTimestamp(d.nextAttemptAt)}`
                : ""}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="id" value={d.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              aria-label={`Send again ${d.messageId}`}
            >
              Send again
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function WebhooksPage({ data, answer }: { data: PageData; answer?: WebhookAnswer }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to="/account/companies" label="Back to My companies" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Webhooks of {data.company.name}
      </h1>
      <p className="mt-2 text-slate-700">
        We send your systems a signed message (Standard Webhooks) when something happens for{" "}
        {data.company.name}, and retry for three days until it is received.
      </p>
      {answer && "ok" in answer && answer.ok === "added" ? (
        <div className="mt-6">
          <Secret answer={answer} />
        </div>
      ) : null}
      {answer && "ok" in answer && answer.ok !== "added" ? (
        <p role="status" className="mt-6 text-sm text-emerald-800">
          {answer.ok === "removed" ? "Endpoint removed." : "The message will be sent again now."}
        </p>
      ) : null}
      <Card className="mt-6 space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Endpoints</h2>
        <Endpoints data={data} />
      </Card>
      <Card className="mt-6 p-5 sm:p-6">
        <AddEndpoint data={data} answer={answer} />
      </Card>
      <Card className="mt-6 space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Deliveries</h2>
        <Deliveries data={data} />
      </Card>
    </div>
  );
}
