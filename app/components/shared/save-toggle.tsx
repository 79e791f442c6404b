import { BookmarkCheckIcon, BookmarkIcon } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import {
  readSaveNotice,
  saveAnchor,
  signInHref,
  withoutSaveNotice,
  type SaveOutcome,
  type SaveState,
} from "~/lib/save-notice";
import { cn } from "~/lib/utils";

// A Save button (a supplier to the shortlists, a job for later): a POST form to a route action,
// so it works without JavaScript (the action sends the visitor back to this spot of the page);
// with JavaScript it posts in the background, shows the new state at once and says what
// happened beside the button. Whether it is saved comes from the page's loader (no flash).

export interface SaveAnswer {
  ok: boolean;
  saved: boolean;
  message: string;
}

export interface SaveToggleText {
  save: string;
  saved: string;
  /** Accessible names: they say what the button is about (the supplier's name). */
  saveName: string;
  savedName: string;
  added: string;
  removed: string;
  /** Shown with JavaScript to a signed-out visitor, beside a link to sign in. */
  signIn: string;
  /** Where the saved things are listed, linked from the outcome. */
  listHref: string;
  listLabel: string;
}

export function SaveToggle({
  action,
  field,
  target,
  state,
  text,
  size = "default",
  className,
  lead,
  formClassName = "w-full",
  children,
}: {
  /** The route action posted to. */
  action: string;
  /** The hidden field naming what is saved: `vendorId`, `jobId`. */
  field: string;
  target: string;
  state: SaveState;
  text: SaveToggleText;
  size?: "default" | "sm" | "lg";
  className?: string;
  /** Shown before the button on its row (a card's View Profile). */
  lead?: ReactNode;
  formClassName?: string;
  /** More fields of the form (the list to save to), shown above the button. */
  children?: ReactNode;
}) {
  const fetcher = useFetcher<SaveAnswer>();
  const location = useLocation();
  const [askSignIn, setAskSignIn] = useState(false);
  const here = withoutSaveNotice(location.pathname + location.search);
  const pending = fetcher.formData?.get("intent");
  const saved = typeof pending === "string" ? pending === "add" : state === "saved";
  const fromRedirect = readSaveNotice(location.search, target);
  const outcome: SaveOutcome | null = fetcher.data
    ? fetcher.data.ok
      ? fetcher.data.saved
        ? "added"
        : "removed"
      : null
    : fromRedirect;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "signed-out") {
      setAskSignIn(true);
      return;
    }
    const form = new FormData(event.currentTarget);
    form.set("respond", "data");
    void fetcher.submit(form, { method: "post", action });
  };

  return (
    <div
      id={saveAnchor(target)}
      className={cn("flex scroll-mt-24 flex-wrap items-start gap-x-2", className)}
    >
      {lead}
      <form
        method="post"
        action={action}
        onSubmit={onSubmit}
        className={cn("flex flex-col gap-2", formClassName)}
      >
        <input type="hidden" name={field} value={target} />
        <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
        <input type="hidden" name="next" value={here} />
        {saved ? null : children}
        <button
          type="submit"
          aria-label={saved ? text.savedName : text.saveName}
          className={buttonVariants({
            variant: "outline",
            size,
            className: cn("w-full", saved && "border-brand-300 bg-brand-50 text-brand-800"),
          })}
        >
          {saved ? (
            <BookmarkCheckIcon aria-hidden="true" className="text-brand-700" />
          ) : (
            <BookmarkIcon aria-hidden="true" />
          )}
          {saved ? text.saved : text.save}
        </button>
      </form>
      <p role="status" className="mt-2 basis-full text-sm text-slate-700 empty:mt-0">
        {askSignIn ? (
          <>
            {text.signIn}{" "}
            <Link to={signInHref(here)} className="font-medium text-brand-700 underline">
              Sign in
            </Link>
          </>
        ) : fetcher.data && !fetcher.data.ok ? (
          fetcher.data.message
        ) : outcome ? (
          <>
            {outcome === "added" ? text.added : text.removed}{" "}
            <Link to={text.listHref} className="font-medium text-brand-700 underline">
              {text.listLabel}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
