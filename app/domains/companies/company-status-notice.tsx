import { ClockIcon, EyeOffIcon, PencilIcon, ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { CompanyStatus } from "./schema";
import { cn } from "~/lib/utils";

// The banner over a company's profile while it is not public: who can see it and why.

const NOTICES = {
  pending: {
    icon: ClockIcon,
    title: "This company awaits review",
    text: "Only its owner and ProcureConnect's operators can see this page until an operator approves it.",
    tone: "border-amber-200 bg-amber-50 text-amber-900",
  },
  rejected: {
    icon: ShieldAlertIcon,
    title: "This company was not approved",
    text: "It is not listed, and only its owner and operators can see this page.",
    tone: "border-red-200 bg-red-50 text-red-900",
  },
  unlisted: {
    icon: EyeOffIcon,
    title: "This company is unlisted",
    text: "An operator has taken it out of the directory; only its owner and operators can see this page.",
    tone: "border-slate-300 bg-slate-100 text-slate-900",
  },
} as const;

export function CompanyStatusNotice({
  status,
  reason,
  editHref,
  moderateHref,
}: {
  status: Exclude<CompanyStatus, "approved">;
  /** Why it was rejected (owner and operators only). */
  reason?: string | null;
  /** For its owner. */
  editHref?: string;
  /** For operators. */
  moderateHref?: string;
}) {
  const { icon: Icon, title, text, tone } = NOTICES[status];
  return (
    <div role="status" data-testid="company-status" className={cn("border-b", tone)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-6 lg:px-8">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-sm">{text}</p>
          {reason ? (
            <p className="mt-2 text-sm">
              <span className="font-semibold">Reason given: </span>
              <span className="whitespace-pre-line">{reason}</span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          {editHref ? (
            <Link to={editHref} className={buttonVariants({ size: "sm", variant: "outline" })}>
              <PencilIcon aria-hidden="true" />
              {status === "rejected" ? "Edit and submit again" : "Edit details"}
            </Link>
          ) : null}
          {moderateHref ? (
            <Link to={moderateHref} className={buttonVariants({ size: "sm" })}>
              Review in the console
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
