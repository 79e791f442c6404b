import { Link } from "react-router";
import { SearchIcon } from "lucide-react";
import { DidYouMean } from "~/components/search/did-you-mean";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { countLabel, sumLabel } from "~/lib/incremental";
import { queryWords } from "~/lib/search-words";
import { MAX_TEXT_FILTER_LENGTH } from "~/lib/search-params";
import { Highlight } from "./highlight";

// /search's form and results: how many matched, "did you mean", and a section per kind of
// content with its best matches (the words searched highlighted) and a link to its directory.

interface SectionResult {
  id: string;
  title: string;
  directory: string;
  matches: number;
  /** The matches were counted up to one more than this. */
  cap?: number;
  hits: { id: string; title: string; href: string; text: string; meta: string }[];
}

export function SearchResults({
  q,
  sections,
  suggestion,
}: {
  q: string;
  sections: SectionResult[];
  suggestion: string | null;
}) {
  const words = [...queryWords(q), ...queryWords(suggestion ?? "")];
  const total = sections.reduce((n, s) => n + s.matches, 0);
  return (
    <>
      <form
        role="search"
        aria-label="Search the network"
        action="/search"
        method="get"
        className="flex max-w-2xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          Search the network
        </label>
        <Input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_TEXT_FILTER_LENGTH}
          placeholder="Suppliers, services, jobs, articles…"
        />
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
      {q ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {total === 0
            ? "Nothing matches."
            : `${sumLabel(sections)} ${total === 1 ? "match" : "matches"}`}
        </p>
      ) : null}
      <DidYouMean suggestion={suggestion} />
      <div className="mt-8 grid gap-10">
        {sections
          .filter((s) => s.matches > 0)
          .map((section) => (
            <ResultSection key={section.id} q={q} section={section} words={words} />
          ))}
      </div>
    </>
  );
}

function ResultSection({
  q,
  section,
  words,
}: {
  q: string;
  section: SectionResult;
  words: string[];
}) {
  return (
    <section aria-labelledby={`search-${section.id}`}>
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-2">
        <h2 id={`search-${section.id}`} className="text-xl font-semibold text-slate-900">
          {section.title}{" "}
          <span className="text-base font-normal text-slate-600">
            ({countLabel(section.matches, section.cap)})
          </span>
        </h2>
        <Link
          to={section.directory}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          All {section.title.toLowerCase()}
          <span className="sr-only"> matching “{q}”</span>
        </Link>
      </div>
      <ul className="mt-3 grid gap-4">
        {section.hits.map((hit) => (
          <li key={hit.id}>
            <Link
              to={hit.href}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              <Highlight text={hit.title} words={words} />
            </Link>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700">
              <Highlight text={hit.text} words={words} />
            </p>
            <p className="mt-0.5 text-xs text-slate-600">{hit.meta}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
