import { Link, redirect } from "react-router";
import { FormMessages } from "~/components/ui/field";
import { AUTH_MESSAGES } from "../schema";
import { AccountCard, LINK_CLASS } from "../builtin/account-card";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/verify-email";
import { routeLoader } from "~/lib/route-policy.server";

// The page a confirmation link opens (/verify-email?token=...): it confirms the address the
// link was sent to (docs/decisions/151), or a member's new address (158). "Resend" is on the account page.

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const token = url.searchParams.get("token") ?? "";
    const outcome =
      token !== "" && context.accounts !== null ? await context.accounts.verifyEmail(token) : null;
    // A change of address is confirmed in the member's own session (docs/decisions/158).
    if (outcome === "sign-in") {
      throw redirect(`/sign-in?${new URLSearchParams({ next: url.pathname + url.search })}`);
    }
    return { verified: outcome === "verified", signedIn: context.user !== null };
  },
);

export const headers = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

export const VERIFIED_MESSAGE = "Thank you: your e-mail address is confirmed. You can now publish.";

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Confirm your e-mail address",
      description: "Confirm the e-mail address of your ProcureConnect account.",
      path: "/verify-email",
    },
    matches,
  );
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { verified, signedIn } = loaderData;
  return (
    <AccountCard title="Confirm your e-mail address">
      <div className="mt-4">
        <FormMessages
          error={verified ? null : AUTH_MESSAGES.verificationInvalid}
          success={verified ? VERIFIED_MESSAGE : null}
        />
      </div>
      <p className="mt-4 text-sm">
        {signedIn ? (
          <Link to="/account" className={LINK_CLASS}>
            Your account
          </Link>
        ) : (
          <Link to="/sign-in?next=%2Faccount" className={LINK_CLASS}>
            Sign In
          </Link>
        )}
      </p>
    </AccountCard>
  );
}
