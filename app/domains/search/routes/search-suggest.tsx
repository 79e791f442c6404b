import { suggestionsLoader } from "../search-pages.server";
import type { Route } from "./+types/search-suggest";
import { routeLoader } from "~/lib/route-policy.server";

// GET /search/suggest?q=: the header's suggestions as one types, as JSON (the best few of each
// section of /search).

export const loader = routeLoader({ who: "anyone" }, ({ request, context }: Route.LoaderArgs) => {
  return suggestionsLoader(context, request);
});
