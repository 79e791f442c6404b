import { PaperclipIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { FORM_TITLES } from "~/domain/form-labels";
import { formatTimestamp } from "~/lib/dates";
import { cn } from "~/lib/utils";

// The forms inbox in the browser: submissions newest first, filtered by form and mailbox.

export interface InboxRow {
  id: string;
  form: string;
  mailbox: string;
  receivedAt: string;
  sender: string;
  attachmentCount: number;
  handledAt: string | null;
}

export const FORM_OPTIONS = Object.keys(FORM_TITLES);

export function InboxFilters({
  form,
  mailbox,
  mailboxes,
}: {
  form: string;
  mailbox: string;
  mailboxes: readonly string[];
}) {
  return (
    <Form
      method="get"
      className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Filter submissions"
    >
      <LabelledSelect
        label="Form"
        name="form"
        className="sm:w-60"
        placeholder="All forms"
        options={FORM_OPTIONS}
        labelOf={(id) => FORM_TITLES[id] ?? id}
        defaultValue={form}
      />
      <LabelledSelect
        label="Mailbox"
        name="mailbox"
        className="sm:w-80"
        placeholder="All mailboxes"
        options={mailboxes}
        defaultValue={mailbox}
      />
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}

/** One of the filters: a select named `name`, with its label above it. */
function LabelledSelect({
  label,
  name,
  className,
  ...select
}: ComponentProps<typeof NativeSelect> & { label: string; name: string }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={`inbox-${name}`}>{label}</Label>
      <NativeSelect id={`inbox-${name}`} name={name} {...select} />
    </div>
  );
}

export function InboxList({ rows }: { rows: readonly InboxRow[] }) {
  if (rows.length === 0) {
    return <Card className="p-6 text-slate-700">No submissions match.</Card>;
  }
  return (
    <Card>
      <ul className="divide-y divide-slate-200">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0 flex-1 basis-64">
              <Link
                to={`/admin/inbox/${row.id}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {FORM_TITLES[row.form] ?? row.form}
                {row.sender ? ` from ${row.sender}` : ""}
              </Link>
              <p className="truncate text-xs text-slate-600">
                To {row.mailbox} · {formatTimestamp(row.receivedAt)}
              </p>
            </div>
            {row.attachmentCount > 0 ? (
              <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                <PaperclipIcon className="size-3.5" aria-hidden="true" />
                {row.attachmentCount} {row.attachmentCount === 1 ? "file" : "files"}
              </span>
            ) : null}
            {row.handledAt ? (
              <Badge variant="neutral">Handled</Badge>
            ) : (
              <Badge variant="warning">New</Badge>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
