import { routeLoader } from "~/lib/route-policy.server";
import { changesFeed } from "../feed.server";
import type { Route } from "./+types/feed-changes";

// The public change feed, paged by cursor (decision 500): public data, open to anyone.

export const loader = routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
  changesFeed(context, request),
);
