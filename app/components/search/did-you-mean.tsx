import { Link, useLocation } from "react-router";

/**
 * "Did you mean ...": the typed words matched nothing and this spelling did, so its matches are
 * shown; the link searches for it as typed (the same page, its other filters kept).
 */
export function DidYouMean({
  suggestion,
  param = "q",
}: {
  suggestion: string | null | undefined;
  param?: string;
}) {
  const { pathname, search } = useLocation();
  if (!suggestion) return null;
  const params = new URLSearchParams(search);
  params.set(param, suggestion);
  params.delete("page");
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="did-you-mean">
      Did you mean{" "}
      <Link
        to={`${pathname}?${params.toString()}`}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {suggestion}
      </Link>
      ? Showing results for “{suggestion}”.
    </p>
  );
}
