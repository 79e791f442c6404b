import { KeyRoundIcon } from "lucide-react";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { openKeepLink } from "../keep-thread.server";
import { routeLoader } from "~/lib/route-policy.server";
import type { Route } from "./+types/request-keep";

// The link e-mailed to the address a request was sent from, to keep its conversation in the
// account that asked (/requests/keep/<token>, docs/decisions/230): opened signed in to that
// account it keeps the thread and opens it; otherwise it keeps nothing.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    openKeepLink(context, viewer, params.token),
);

export const headers = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

export const meta = () => [
  { title: "This link does not work | ProcureConnect" },
  { name: "robots", content: "noindex" },
];

export default function RequestKeep() {
  return (
    <PlaceholderScreen
      icon={KeyRoundIcon}
      title="This link does not work"
      message="Open it signed in to the account that asked to keep the conversation. It may also have expired, or the conversation is kept already."
    />
  );
}
