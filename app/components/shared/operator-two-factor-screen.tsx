import { ShieldAlertIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { PlaceholderScreen } from "../placeholder/placeholder-screen";

// What an operator held back for want of two-step sign-in sees when they ask for what only
// operator powers would show (docs/decisions/221, 301): where to turn it on, never an error
// screen. The console and the site's root boundary show the same page.

/** The message of a refusal that asks an operator to turn on two-step sign-in, else null. */
export function operatorTwoFactorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const body = error.data as { code?: string; message?: string } | null | undefined;
  return body?.code === "OPERATOR_TWO_FACTOR" ? (body.message ?? "") : null;
}

export function OperatorTwoFactorScreen({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <title>Turn on two-step sign-in | ProcureConnect</title>
      <PlaceholderScreen
        icon={ShieldAlertIcon}
        title="Turn on two-step sign-in"
        message={message}
      />
      <p className="text-center">
        <Link
          to="/account#account-two-factor"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Go to Account and security
        </Link>
      </p>
    </div>
  );
}
