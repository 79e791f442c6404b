import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { formatIsoDay } from "~/lib/dates";

// A member's application to a job, where the job offered the form: one application per member
// and job (issue 44), so the ad and the form's page say when it was sent and where to follow it.

export function AppliedNote({ sentAt, long = false }: { sentAt: string; long?: boolean }) {
  const day = formatIsoDay(sentAt.slice(0, 10));
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <CheckIcon aria-hidden="true" className="size-4 text-emerald-700" />
      <span className="font-medium text-slate-900">
        {long ? `You applied for this job on ${day}.` : `Applied on ${day}`}
      </span>
      <Link to="/account/applications" className="text-brand-700 underline">
        See your application
      </Link>
    </p>
  );
}
