import { Form, Link } from "react-router";
import { MemberTable } from "~/components/shared/member-table";
import { MemberText } from "~/components/shared/member-text";
import { Button } from "~/components/ui/button";
import {
  APPLICANT_STATUSES,
  APPLICANT_STATUS_LABELS,
  JOB_LIMITS,
  type ApplicantStatus,
} from "./rules";
import { formatTimestamp } from "~/lib/dates";

// The applications to one job, as its owner works through them: who, when, the CV (a private
// download), the status and a private note (one plain form per application), and the
// conversation with the applicant (the request thread of decision 120).

export interface ApplicantRow {
  id: string;
  name: string;
  email: string;
  receivedAt: string;
  status: ApplicantStatus;
  note: string;
  cv: { id: string; name: string; size: number } | null;
}

const CELL = "p-3 align-top";
const COLUMNS = ["Applicant", "Received", "CV", "Status and note"];

export function ApplicantsTable({ applicants }: { applicants: readonly ApplicantRow[] }) {
  return (
    <MemberTable
      columns={COLUMNS}
      rows={applicants}
      empty="No applications yet."
      rowId={(a) => `application-${a.id}`}
      row={(a) => (
        <>
          <th scope="row" className={`${CELL} font-medium`}>
            <MemberText text={a.name || a.email} />
            {a.email ? (
              <span className="block font-normal text-slate-600">
                <MemberText text={a.email} />
              </span>
            ) : null}
            <Link
              to={`/account/inbox/${a.id}`}
              className="mt-1 inline-block font-normal text-brand-700 underline"
            >
              Message the applicant
            </Link>
          </th>
          <td className={CELL}>{formatTimestamp(a.receivedAt)}</td>
          <td className={CELL}>
            {a.cv ? (
              <a
                href={`/account/inbox/${a.id}/files/${a.cv.id}`}
                download
                className="text-brand-700 underline"
              >
                Download CV<span className="sr-only"> of {a.name}</span>
              </a>
            ) : (
              "None"
            )}
          </td>
          <td className={CELL}>
            <Form method="post" className="flex min-w-56 flex-col gap-2">
              <input type="hidden" name="intent" value="review" />
              <input type="hidden" name="application" value={a.id} />
              <label className="flex flex-col gap-1">
                <span className="text-xs font-medium text-slate-700">Status</span>
                <select
                  name="status"
                  defaultValue={a.status}
                  className="h-9 rounded-md border border-slate-300 bg-white px-2"
                >
                  {APPLICANT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {APPLICANT_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-xs font-medium text-slate-700">
                  Private note (only your company sees it)
                </span>
                <textarea
                  name="note"
                  rows={2}
                  maxLength={JOB_LIMITS.noteMax}
                  defaultValue={a.note}
                  className="rounded-md border border-slate-300 p-2"
                />
              </label>
              <Button type="submit" size="sm" variant="outline" className="self-start">
                Save<span className="sr-only"> {a.name}</span>
              </Button>
            </Form>
          </td>
        </>
      )}
    />
  );
}
