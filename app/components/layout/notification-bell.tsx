import { BellIcon } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { bellCount, bellLabel } from "~/domain/bell";
import { cn } from "~/lib/utils";
import { buttonVariants } from "../ui/button";

// The bell of a signed-in member: their unread notifications, counted by the root loader on the
// server, so the first paint already has it (no flash, no shift). A link to
// /account/notifications; nothing for visitors.

interface RootBellData {
  user: unknown;
  notifications?: { unread: number } | null;
}

export function NotificationBell() {
  const data = useRouteLoaderData("root") as RootBellData | undefined;
  if (!data?.user || !data.notifications) return null;
  const { unread } = data.notifications;
  return (
    <Link
      to="/account/notifications"
      aria-label={bellLabel(unread)}
      data-testid="notification-bell"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
    >
      <BellIcon className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
        >
          {bellCount(unread)}
        </span>
      ) : null}
    </Link>
  );
}
