import { Outlet } from "react-router";
import { ConsoleFrame } from "~/features/admin/console-frame";
import { requireOperator } from "~/lib/access.server";
import type { Route } from "./+types/admin";

// The operator console: 404 for everyone who is not an operator (each section checks too, since
// loaders run side by side).

export function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  return null;
}

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
