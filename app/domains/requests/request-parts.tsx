import { DownloadIcon, PaperclipIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { FieldList } from "~/components/shared/field-list";
import { PageSection } from "~/components/shared/page-header";
import { TitledSection, type SectionProps } from "~/components/shared/titled-section";
import { Badge } from "~/components/ui/badge";
import {
  REQUEST_FORM_LABELS,
  REQUEST_STATUS_LABELS,
  type RequestForm,
  type RequestStatus,
} from "./rules";
import { visibleText } from "~/lib/control-characters";
import { formatTimestamp } from "~/lib/dates";
import { MemberText } from "~/components/shared/member-text";

// What the company's inbox and the buyer's list share: a request's status, its line in a list,
// its fields and files, and the replies.

export interface RequestLine {
  id: string;
  form: RequestForm;
  company: { name: string; slug: string };
  from: string;
  subject: string;
  receivedAt: string;
  status: RequestStatus;
  replyCount: number;
}

const STATUS_VARIANT = {
  new: "default",
  read: "neutral",
  replied: "accent",
  closed: "outline",
} as const;

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}

/** A list of requests, each a link to its page; `who` says which side of it the reader is on. */
export function RequestList({
  requests,
  hrefOf,
  who,
}: {
  requests: readonly RequestLine[];
  hrefOf: (id: string) => string;
  who: "company" | "buyer";
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {requests.map((r) => (
        <li key={r.id}>
          <Link
            to={hrefOf(r.id)}
            className="block px-4 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
          >
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} />
              <span className="text-xs font-medium text-slate-600">
                {REQUEST_FORM_LABELS[r.form]}
                {who === "company" ? " for " : " to "}
                <MemberText text={r.company.name} />
              </span>
            </div>
            <p
              className={`mt-1.5 truncate text-slate-900 ${r.status === "new" ? "font-semibold" : "font-medium"}`}
            >
              {r.subject ? <MemberText text={r.subject} /> : REQUEST_FORM_LABELS[r.form]}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {who === "company" && r.from ? (
                <>
                  <MemberText text={r.from} />
                  {" · "}
                </>
              ) : null}
              {formatTimestamp(r.receivedAt)}
              {r.replyCount > 0
                ? ` · ${r.replyCount} ${r.replyCount === 1 ? "reply" : "replies"}`
                : ""}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A request's page: the way back to the reader's list, its status, whom it is for, its subject
 * and date, then its sections.
 */
export function RequestPage({
  request: r,
  who,
  when,
  back,
  children,
}: {
  request: RequestLine;
  who: "company" | "buyer";
  /** null: no way back (a page opened by a private link, outside any account). */
  back?: null;
  /** When it was received or sent, and by whom. */
  when: string;
  children: ReactNode;
}) {
  return (
    <PageSection>
      <div className="max-w-4xl">
        {back === null ? null : who === "company" ? (
          <BackLink to="/account/inbox" label="Company inbox" />
        ) : (
          <BackLink to="/account/requests" label="Your requests" />
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <StatusBadge status={r.status} />
          <span className="text-sm text-slate-600">
            {REQUEST_FORM_LABELS[r.form]} {who === "company" ? "for" : "to"}{" "}
            <Link
              to={`/vendors/${r.company.slug}`}
              className="font-medium text-brand-700 hover:underline"
            >
              <MemberText text={r.company.name} />
            </Link>
          </span>
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900">
          {r.subject ? <MemberText text={r.subject} /> : REQUEST_FORM_LABELS[r.form]}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{when}</p>
        {children}
      </div>
    </PageSection>
  );
}

export interface RequestBody {
  fields: readonly { name: string; label: string; value: string }[];
  attachments: readonly { id: string; originalName: string; size: number }[];
}

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function RequestFiles({
  files,
  fileHref,
  title,
}: {
  files: RequestBody["attachments"];
  fileHref?: (fileId: string) => string;
  /** A heading-less label, for the files of one reply. */
  title?: string;
}) {
  if (files.length === 0) return null;
  return (
    <div className={title ? "mt-3" : "mt-6"}>
      {title ? (
        <p className="text-xs font-semibold text-slate-700">{title}</p>
      ) : (
        <h3 className="text-sm font-semibold text-slate-900">Files</h3>
      )}
      <ul className="mt-2 grid gap-2">
        {files.map((a) => (
          <li key={a.id} className="flex items-center gap-2 text-sm">
            <PaperclipIcon className="size-4 text-slate-500" aria-hidden="true" />
            {fileHref ? (
              <a
                href={fileHref(a.id)}
                download={visibleText(a.originalName)}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                <MemberText text={a.originalName} />
                <DownloadIcon className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              <span className="text-slate-900">
                <MemberText text={a.originalName} />
              </span>
            )}
            <span className="text-slate-600">({sizeLabel(a.size)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A page section with every field the buyer filled in, and the files, downloadable when
 * `fileHref` is given.
 */
export function RequestFields({
  id,
  title,
  request,
  fileHref,
}: SectionProps & {
  request: RequestBody;
  fileHref?: (fileId: string) => string;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
      titleClassName="mb-4"
    >
      <FieldList
        fields={request.fields.map((f) => ({
          key: f.name,
          label: f.label,
          value: <MemberText text={f.value} />,
        }))}
        valueClassName="whitespace-pre-line"
      />
      <RequestFiles files={request.attachments} fileHref={fileHref} />
    </TitledSection>
  );
}

export interface ThreadReply {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  side?: "company" | "buyer";
  files?: readonly { id: string; originalName: string; size: number }[];
}

/**
 * The Replies section: the conversation so far (either side's replies, with their files) or
 * `empty`, then the reply form.
 */
export function RequestReplies({
  replies,
  empty,
  fileHref,
  children,
}: {
  replies: readonly ThreadReply[];
  /** What to say while nobody has replied. */
  empty: string;
  /** Where a reply's file downloads from. */
  fileHref?: (fileId: string) => string;
  children?: ReactNode;
}) {
  return (
    <TitledSection id="replies" title="Replies" className="mt-8">
      <div className="mt-4">
        {replies.length > 0 ? (
          <ol className="grid gap-4">
            {replies.map((r) => (
              <li
                key={r.id}
                className={
                  r.side === "buyer"
                    ? "rounded-lg border border-slate-200 bg-white p-4 sm:ml-8"
                    : "rounded-lg border border-brand-100 bg-brand-50/50 p-4 sm:mr-8"
                }
              >
                <p className="text-sm font-semibold text-slate-900">
                  <MemberText text={r.authorName} />{" "}
                  <span className="font-normal text-slate-600">
                    replied {formatTimestamp(r.createdAt)}
                  </span>
                </p>
                <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
                  <MemberText text={r.body} />
                </p>
                {r.files && r.files.length > 0 ? (
                  <RequestFiles files={r.files} fileHref={fileHref} title="Files" />
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{empty}</p>
        )}
      </div>
      {children}
    </TitledSection>
  );
}

/** Who sent the request: their name, e-mail (to write to) and company, as far as known. */
export function SenderDetails({
  sender,
}: {
  sender: { name: string; email: string; company: string };
}) {
  const fields = [
    { key: "sender-name", label: "Name", value: sender.name },
    { key: "sender-email", label: "Email", value: sender.email },
    { key: "sender-company", label: "Company", value: sender.company },
  ].map((f) => ({ ...f, value: f.value ? <MemberText text={f.value} /> : "Not given" }));
  return (
    <TitledSection
      id="sender"
      title="Who sent it"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
      titleClassName="mb-4"
    >
      <FieldList fields={fields} />
    </TitledSection>
  );
}
