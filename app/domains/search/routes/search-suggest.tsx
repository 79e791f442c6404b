import { suggestionsLoader } from "../search-pages.server";
import type { Route } from "./+types/search-suggest";

// GET /search/suggest?q=: the header's suggestions as one types, as JSON (the best few of each
// section of /search).

export function loader({ request, context }: Route.LoaderArgs) {
  return suggestionsLoader(context, request);
}
