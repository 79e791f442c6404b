import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { CHANGE_LABELS, type CompanyEdit, type FieldChange } from "./schema";
import { formatTimestamp } from "~/lib/dates";
import { IntentButton } from "~/features/admin/console-frame";

// Owners' edits, newest first: who changed what and when, each field before and after, and a
// way to put it back.

const shown = (change: FieldChange, side: "before" | "after") => {
  const value = change[side];
  if (change.field === "logo") return value ? "Uploaded logo" : "Monogram";
  return value === "" ? "(empty)" : value;
};

export function EditHistory({ edits }: { edits: readonly CompanyEdit[] }) {
  if (edits.length === 0) {
    return <Card className="p-6 text-slate-700">No company has been edited yet.</Card>;
  }
  return (
    <ol className="flex flex-col gap-4">
      {edits.map((edit) => (
        <li key={edit.id}>
          <Card className="p-5" data-testid="company-edit">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Link
                    to={`/vendors/${edit.companySlug}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {edit.companyName}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">
                  Edited by {edit.editorName} on {formatTimestamp(edit.editedAt)}
                </p>
              </div>
              {edit.revertedAt ? (
                <Badge variant="neutral">
                  Reverted by {edit.revertedByName} on {formatTimestamp(edit.revertedAt)}
                </Badge>
              ) : (
                <IntentButton
                  intent="revert"
                  id={edit.id}
                  label="Revert"
                  accessibleName={`Revert this edit of ${edit.companyName}`}
                />
              )}
            </div>
            <dl className="mt-4 flex flex-col gap-3">
              {edit.changes.map((change) => (
                <div key={change.field} className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr_1fr]">
                  <dt className="font-medium text-slate-700">{CHANGE_LABELS[change.field]}</dt>
                  <dd className="rounded-md bg-red-50 p-2 break-words whitespace-pre-line text-red-900">
                    <span className="sr-only">Before: </span>
                    <del className="no-underline">{shown(change, "before")}</del>
                  </dd>
                  <dd className="rounded-md bg-green-50 p-2 break-words whitespace-pre-line text-green-900">
                    <span className="sr-only">After: </span>
                    <ins className="no-underline">{shown(change, "after")}</ins>
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ol>
  );
}
