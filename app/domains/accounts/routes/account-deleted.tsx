import { Link } from "react-router";
import { AccountCard, LINK_CLASS } from "../builtin/account-card";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-deleted";
import { routeLoader } from "~/lib/route-policy.server";

// Where "Delete My Account" lands (docs/decisions/421): it says the account was deleted. The
// page says nothing of whose, so it is the same for anyone who opens it.

export const ACCOUNT_DELETED_TEXT = {
  title: "Your account was deleted",
  description: "Your ProcureConnect account was deleted, and you are signed out.",
  detail:
    "Your profile, sessions and settings are gone; reviews you wrote stay as a former member's. We sent a note to your e-mail address.",
} as const;

export const loader = routeLoader({ who: "anyone" }, () => null);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta({ ...ACCOUNT_DELETED_TEXT, path: "/account-deleted" }, matches);
}

export default function AccountDeleted() {
  return (
    <AccountCard title={ACCOUNT_DELETED_TEXT.title} description={ACCOUNT_DELETED_TEXT.description}>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {ACCOUNT_DELETED_TEXT.detail}
      </p>
      <p className="mt-4 text-sm">
        <Link to="/" className={LINK_CLASS}>
          Go to the home page
        </Link>
      </p>
    </AccountCard>
  );
}
