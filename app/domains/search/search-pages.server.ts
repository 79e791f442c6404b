import type { AppLoadContext } from "react-router";
import type { Suggestion } from "~/components/search/search-suggest";
import { queryWords } from "~/lib/search-words";
import { MAX_TEXT_FILTER_LENGTH } from "~/lib/search-params";

// The loaders of /search and of the header's suggestions: both ask every section of the site
// search (sections.server.ts), the page for more matches than the suggestions.

const PER_SECTION = 5;
const SUGGESTIONS_PER_SECTION = 3;
const MAX_SUGGESTIONS = 8;

/** /search?q=: each section's best matches, and the spelling to suggest when none matched. */
export async function searchLoader(context: AppLoadContext, request: Request) {
  const q = (new URL(request.url).searchParams.get("q") ?? "")
    .trim()
    .slice(0, MAX_TEXT_FILTER_LENGTH);
  if (!queryWords(q).length) return { q, sections: [], suggestion: null };
  const sections = await context.repo.search.everything(q, PER_SECTION);
  const exact = sections.some((s) => s.matches > 0 && !s.suggestion);
  const suggestion = exact ? null : (sections.find((s) => s.suggestion)?.suggestion ?? null);
  return { q, sections, suggestion };
}

/** GET /search/suggest?q=: the best few of each section, as JSON. */
export async function suggestionsLoader(context: AppLoadContext, request: Request) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_TEXT_FILTER_LENGTH);
  let suggestions: Suggestion[] = [];
  if (queryWords(q).length > 0) {
    const sections = await context.repo.search.everything(q, SUGGESTIONS_PER_SECTION);
    suggestions = sections
      .flatMap((s) => s.hits.map((h) => ({ title: h.title, href: h.href, section: s.title })))
      .slice(0, MAX_SUGGESTIONS);
  }
  return Response.json({ suggestions }, { headers: { "Cache-Control": "no-store" } });
}
