import type { Suggestion } from "~/components/search/search-suggest";
import { queryWords } from "~/lib/search-words";
import { MAX_TEXT_FILTER_LENGTH } from "~/lib/search-params";
import type { Route } from "./+types/search-suggest";

// GET /search/suggest?q=: the header's suggestions as one types, as JSON (the best few of each
// section of /search).

const PER_SECTION = 3;
const MAX_SUGGESTIONS = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_TEXT_FILTER_LENGTH);
  let suggestions: Suggestion[] = [];
  if (queryWords(q).length > 0) {
    const sections = await context.repo.search.everything(q, PER_SECTION);
    suggestions = sections
      .flatMap((s) => s.hits.map((h) => ({ title: h.title, href: h.href, section: s.title })))
      .slice(0, MAX_SUGGESTIONS);
  }
  return Response.json({ suggestions }, { headers: { "Cache-Control": "no-store" } });
}
