import { ApiProblem } from "./problem";

// The query strings of the API's lists (docs/decisions/492): each filter is read by the page's own
// reader where there is one; whatever that reader would drop silently (an unknown name, a value it
// does not take) is refused here with a 400 that says what is wrong, never a 500.

/** What an endpoint takes besides its filters. */
const PAGING = new Set(["cursor", "limit"]);

/**
 * Checks a list's query against the filters read from it: every name is a filter or paging, and
 * every non-empty value was taken by the reader (`hints` say what a filter takes).
 */
export function checkQuery(
  params: URLSearchParams,
  read: Record<string, unknown>,
  hints: Record<string, string>,
): void {
  const names = Object.keys(hints);
  for (const [name, value] of params) {
    if (PAGING.has(name)) continue;
    if (!names.includes(name)) {
      const takes = [...names, ...PAGING].map((n) => `"${n}"`).join(", ");
      throw new ApiProblem(400, `Unknown query parameter "${name}". This list takes ${takes}.`);
    }
    if (value.trim() !== "" && read[name] === undefined)
      throw new ApiProblem(
        400,
        `The value of "${name}" is not one this list takes: ${hints[name]}.`,
      );
  }
}

/** A reader of one option among `values` (undefined when absent or not one of them). */
export function optionOf<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = params.get(name);
  return values.find((v) => v === value);
}

export const oneOfHint = (values: readonly string[]) => `one of ${values.join(", ")}`;
