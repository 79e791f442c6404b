import { isRouteErrorResponse, Outlet } from "react-router";
import { OperatorTwoFactorScreen } from "~/components/shared/operator-two-factor-screen";
import { ErrorScreen, operatorTwoFactorMessage } from "~/components/shared/not-found-screen";
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
  const twoFactor = operatorTwoFactorMessage(error);
  if (twoFactor !== null) return <OperatorTwoFactorScreen message={twoFactor} />;
  return <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
