import { ShieldAlertIcon } from "lucide-react";
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { ErrorScreen } from "~/components/shared/not-found-screen";
import { ConsoleFrame } from "~/features/admin/console-frame";
import type { Route } from "./+types/admin";
import { routeLoader } from "~/lib/route-policy.server";

// The operator console: 404 for everyone who is not an operator (each section declares it too,
// since loaders run side by side).

export const loader = routeLoader({ who: "operator" }, (_: Route.LoaderArgs) => null);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function Admin() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

/**
 * An operator refused for want of two-step sign-in is told where to turn it on; anything else
 * reads as the site's own error pages do (404 for everyone who is not an operator).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const response = isRouteErrorResponse(error) ? error : null;
  const body = response?.data as { code?: string; message?: string } | null | undefined;
  if (response?.status === 403 && body?.code === "OPERATOR_TWO_FACTOR") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <title>Turn on two-step sign-in | ProcureConnect</title>
        <PlaceholderScreen
          icon={ShieldAlertIcon}
          title="Turn on two-step sign-in"
          message={body.message ?? ""}
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
  const notFound = response?.status === 404;
  return <ErrorScreen notFound={notFound} />;
}
