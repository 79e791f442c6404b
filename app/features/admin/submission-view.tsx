import { DownloadIcon } from "lucide-react";
import { FieldList } from "~/components/shared/field-list";
import { Card } from "~/components/ui/card";
import { buttonVariants } from "~/components/ui/button";
import { fieldLabel, FORM_TITLES } from "~/domain/form-labels";
import { splitControls } from "~/lib/control-characters";
import { formatTimestamp } from "~/lib/dates";
import { IntentButton } from "./console-frame";

// One submission, every field as it was sent (hidden characters shown as codes, each value
// isolated so it cannot reorder what follows), its files to download, and its handled state.

export interface SubmissionDetail {
  id: string;
  form: string;
  mailbox: string;
  receivedAt: string;
  handledAt: string | null;
  mailStatus: string;
  fields: { name: string; value: string }[];
  attachments: { id: string; originalName: string; size: number; sha256: string }[];
}

function Visible({ text }: { text: string }) {
  return (
    <bdi className="whitespace-pre-wrap">
      {splitControls(text).map((piece, i) =>
        piece.kind === "text" ? (
          <span key={i}>{piece.text}</span>
        ) : (
          <code key={i} className="rounded bg-amber-100 px-1 text-xs text-amber-900">
            {piece.code}
          </code>
        ),
      )}
    </bdi>
  );
}

const kilobytes = (size: number) =>
  size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(size < 10 * 1024 ? 1 : 0)} KB`;

export function SubmissionView({ submission }: { submission: SubmissionDetail }) {
  const fields = submission.fields.filter((f) => f.value !== "");
  return (
    <div className="flex flex-col gap-5">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              {FORM_TITLES[submission.form] ?? submission.form}
            </h3>
            <p className="text-sm text-slate-600">
              To <Visible text={submission.mailbox} /> · received{" "}
              {formatTimestamp(submission.receivedAt)} · e-mail {submission.mailStatus}
            </p>
            {submission.handledAt ? (
              <p className="mt-1 text-sm text-slate-700">
                Handled on {formatTimestamp(submission.handledAt)}
              </p>
            ) : null}
          </div>
          {submission.handledAt ? (
            <IntentButton intent="unhandled" id={submission.id} label="Mark as new" />
          ) : (
            <IntentButton
              intent="handled"
              id={submission.id}
              label="Mark as handled"
              variant="default"
            />
          )}
        </div>
        <FieldList
          className="mt-5"
          fields={fields.map((field, i) => ({
            key: String(i),
            label: fieldLabel(field.name),
            value: <Visible text={field.value} />,
          }))}
        />
      </Card>
      {submission.attachments.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <h3 className="font-semibold text-slate-900">Attachments</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {submission.attachments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3">
                <a
                  href={`/admin/inbox/files/${a.id}`}
                  download
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <DownloadIcon aria-hidden="true" />
                  <span>
                    Download <Visible text={a.originalName} />
                  </span>
                </a>
                <span className="text-xs break-all text-slate-600">
                  {kilobytes(a.size)} · SHA-256 {a.sha256}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
