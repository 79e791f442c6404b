import { Form } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, fieldErrorId } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { COMPANY_LIMITS, type CompanyView } from "./schema";
import { formatTimestamp } from "~/lib/dates";
import { IntentButton } from "~/features/admin/console-frame";
import type { ConsoleRefusal } from "~/features/admin/console-action.server";
import { MemberText } from "~/components/shared/member-text";

// Companies awaiting review, oldest first, with everything their owner wrote, and the two
// decisions: approve, or reject with a reason the owner will read.

export interface QueuedCompany {
  company: CompanyView;
  owner: { name: string; email: string } | null;
}

export function ModerationQueue({
  queue,
  refusal,
}: {
  queue: readonly QueuedCompany[];
  refusal: ConsoleRefusal | null;
}) {
  if (queue.length === 0) {
    return (
      <Card className="p-6 text-slate-700">
        No companies are waiting for review. New registrations appear here.
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-5">
      {queue.map((entry) => (
        <li key={entry.company.id}>
          <QueuedCard {...entry} refusal={refusal?.id === entry.company.id ? refusal : null} />
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

const list = (items: readonly string[]) =>
  items.length === 0 ? (
    <span className="text-slate-500">None</span>
  ) : (
    <ul className="list-disc pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

function QueuedCard({
  company,
  owner,
  refusal,
}: QueuedCompany & { refusal: ConsoleRefusal | null }) {
  const reasonId = `reason-${company.id}`;
  return (
    <Card className="p-5 sm:p-6" data-testid="queued-company">
      <div className="flex flex-wrap items-start gap-4">
        <CardPicture src={company.logoUrl} kind="tile" alt={`${company.name} logo`} lazy={false} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">
            <a href={`/vendors/${company.slug}`} className="underline-offset-4 hover:underline">
              <MemberText text={company.name} />
            </a>
          </h3>
          <p className="text-sm text-slate-600">
            Registered {company.createdAt ? formatTimestamp(company.createdAt) : ""}
            {owner ? ` by ${owner.name} (${owner.email})` : ""}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Short description">
          <span className="whitespace-pre-line">
            <MemberText text={company.shortBlurb} />
          </span>
        </Detail>
        <Detail term="Category">{company.category}</Detail>
        <Detail term="Location">{company.location}</Detail>
        <Detail term="Services">{list(company.services)}</Detail>
        <Detail term="Certifications">{list(company.certifications)}</Detail>
        <Detail term="Tags">{company.tags.length ? company.tags.join(", ") : "None"}</Detail>
        <Detail term="Website">
          {company.website ? (
            <a
              href={company.website}
              rel="nofollow noopener noreferrer"
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {company.website}
            </a>
          ) : (
            "None"
          )}
        </Detail>
        <Detail term="Logo">{company.logoFile ? "Uploaded" : "Monogram"}</Detail>
      </dl>
      <div className="mt-6 grid gap-4 border-t border-slate-200 pt-5 md:grid-cols-[auto_1fr] md:items-start">
        <IntentButton
          intent="approve"
          id={company.id}
          label="Approve"
          variant="default"
          accessibleName={`Approve ${company.name}`}
        />
        <Form method="post" preventScrollReset className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="id" value={company.id} />
          <Field id={reasonId} label="Reason for rejecting" error={refusal?.error}>
            <Textarea
              id={reasonId}
              name="reason"
              rows={2}
              maxLength={COMPANY_LIMITS.rejectionReasonMax}
              defaultValue={refusal?.reason ?? ""}
              placeholder="What the owner should change, such as: the description does not say what you supply."
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? fieldErrorId(reasonId) : undefined}
              autoFocus={refusal ? true : undefined}
            />
          </Field>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="self-start"
            aria-label={`Reject ${company.name}`}
          >
            Reject
          </Button>
        </Form>
      </div>
    </Card>
  );
}
