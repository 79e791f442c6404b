import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldErrorId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { CpvEntry } from "./cpv";

// The CPV picker (issue 43, docs/decisions/440), for any form that takes CPV codes. Without
// JavaScript its Search button sends the form by GET (formMethod), so the page's loader reads
// the words (`cpvq`) and the codes ticked so far (`cpv`) and lists the matches as checkboxes
// beside the chosen ones; the form's own button then posts the ticked codes. With JavaScript
// the matches come as one types, from the same loader, and the page stays put. A typed list of
// codes (`cpvAdd`) is the third way in; the server refuses a code not in the list.

export interface CpvPickerProps {
  /** Field name of the ticked codes. */
  name?: string;
  legend: string;
  /** The codes chosen (saved, or ticked before a search). */
  chosen: CpvEntry[];
  /** What the loader found for `query`, or null before any search. */
  results: CpvEntry[] | null;
  query: string;
  error?: string;
  /** The loader that answers `?cpvq=` with `{ cpv: { results } }`: the page's own by default. */
  searchPath?: string;
  /** One code (radio buttons, with "No code") instead of several (checkboxes). */
  single?: boolean;
  /** Field names of the search words and the typed codes, for a form with several pickers. */
  searchName?: string;
  addName?: string;
  /**
   * The Search button's name and value: it then posts the whole form to its action, which
   * answers with the matches and everything typed (a form too large for a URL), instead of
   * sending it by GET.
   */
  searchButton?: { name: string; value: string };
  /** What the typed-codes field held when the form was refused, shown again. */
  typedCode?: string;
}

interface SearchAnswer {
  cpv?: { results: CpvEntry[] | null };
}

function CodeBox({
  entry,
  name,
  checked,
  single,
}: {
  entry: CpvEntry;
  name: string;
  checked: boolean;
  single?: boolean;
}) {
  const id = `cpv-${name}-${entry.code || "none"}`;
  return (
    <li className="flex items-start gap-2 py-1">
      <input
        type={single ? "radio" : "checkbox"}
        id={id}
        name={name}
        value={entry.code}
        defaultChecked={checked}
        className="mt-1 size-4"
      />
      <label htmlFor={id} className="text-sm">
        <span className="font-mono">{entry.code}</span> {entry.title}
      </label>
    </li>
  );
}

export function CpvPicker({
  name = "cpv",
  legend,
  chosen,
  results,
  query,
  error,
  searchPath,
  single = false,
  searchName = "cpvq",
  addName = "cpvAdd",
  searchButton,
  typedCode,
}: CpvPickerProps) {
  const fetcher = useFetcher<SearchAnswer>();
  const [typed, setTyped] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const live = fetcher.data?.cpv?.results;
  const shown = typed.trim() && live !== undefined ? live : results;
  const chosenCodes = new Set(chosen.map((c) => c.code));
  const matches = (shown ?? []).filter((r) => !chosenCodes.has(r.code));
  const search = (words: string) => {
    clearTimeout(timer.current);
    if (words.trim().length < 2) return;
    timer.current = setTimeout(() => {
      const path = searchPath ?? window.location.pathname;
      fetcher.load(`${path}?${new URLSearchParams({ cpvq: words })}`);
    }, 250);
  };
  const searchId = `${name}-search`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? fieldErrorId(searchId) : undefined}>
      <legend className="text-base font-semibold">{legend}</legend>
      {single ? (
        <ul aria-label="Chosen code" className="grid">
          {chosen.map((entry) => (
            <CodeBox key={entry.code} entry={entry} name={name} checked single />
          ))}
          <CodeBox
            entry={{ code: "", title: "No code" }}
            name={name}
            checked={chosen.length === 0}
            single
          />
        </ul>
      ) : chosen.length > 0 ? (
        <ul aria-label="Chosen codes" className="grid">
          {chosen.map((entry) => (
            <CodeBox key={entry.code} entry={entry} name={name} checked />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No codes chosen yet.</p>
      )}
      <div className="grid gap-1">
        <Label htmlFor={searchId}>
          {single ? "Find a code by words or digits" : "Find codes by words or digits"}
        </Label>
        <div className="flex gap-2">
          <Input
            id={searchId}
            name={searchName}
            type="search"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              search(e.target.value);
            }}
            onKeyDown={(e) => {
              // With scripts the matches come as one types: Enter sends no form from here.
              if (searchButton && e.key === "Enter") e.preventDefault();
            }}
            autoComplete="off"
            aria-controls={`${searchId}-results`}
          />
          <Button
            type="submit"
            variant="outline"
            formNoValidate
            {...(searchButton
              ? { name: searchButton.name, value: searchButton.value }
              : { formMethod: "get" as const })}
          >
            Search codes
          </Button>
        </div>
      </div>
      <div id={`${searchId}-results`}>
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {shown === null
            ? ""
            : matches.length === 0
              ? "No other codes match."
              : single
                ? `${matches.length} codes match: choose one.`
                : `${matches.length} codes match: tick those you supply.`}
        </p>
        {matches.length > 0 ? (
          <ul aria-label="Matching codes" className="grid">
            {matches.map((entry) => (
              <CodeBox key={entry.code} entry={entry} name={name} checked={false} single={single} />
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${name}-add`}>
          {single ? "Or type a code" : "Or type codes, separated by commas"}
        </Label>
        <Input
          id={`${name}-add`}
          name={addName}
          placeholder={single ? "45233140-2" : "45233140-2, 71311000-1"}
          defaultValue={typedCode}
          aria-invalid={typedCode ? true : undefined}
          autoComplete="off"
        />
      </div>
      {error ? (
        <p id={fieldErrorId(searchId)} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
