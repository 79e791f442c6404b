import type { FormEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import {
  readSaveNotice,
  saveAnchor,
  withoutSaveNotice,
  type SaveState,
  type SaveText,
} from "~/lib/save-notice";
import { cn } from "~/lib/utils";

// A Save button as a plain POST form (a supplier to the shortlists, a job for later): it works
// without JavaScript, and the action sends the visitor back to this spot of the page with the
// outcome, which the line under the button tells. It renders the form and that line side by
// side, for the parent to lay out. SaveToggle adds posting in the background.

/** What a Save button is for and how it looks: shared by SaveForm and SaveToggle. */
export interface SaveFormProps {
  /** The route action posted to. */
  action: string;
  /** The hidden field naming what is saved: `vendorId`, `jobId`. */
  field: string;
  target: string;
  state: SaveState;
  text: SaveText;
  size?: "default" | "sm" | "lg";
  formClassName?: string;
  /** More fields of the form (the list to save to), shown above the button when not saved. */
  children?: ReactNode;
}

export function SaveForm({
  action,
  field,
  target,
  state,
  text,
  size = "default",
  formClassName = "w-full",
  onSubmit,
  status,
  children,
}: SaveFormProps & {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** What the line under the button says, when the caller knows better than the URL. */
  status?: ReactNode;
}) {
  const location = useLocation();
  const saved = state === "saved";
  const outcome = readSaveNotice(location.search, target);
  return (
    <>
      <form
        id={saveAnchor(target)}
        method="post"
        action={action}
        onSubmit={onSubmit}
        className={cn("flex scroll-mt-24 flex-col gap-2", formClassName)}
      >
        <input type="hidden" name={field} value={target} />
        <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
        <input
          type="hidden"
          name="next"
          value={withoutSaveNotice(location.pathname + location.search)}
        />
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
            <SpriteIcon name="bookmark-check" className="text-brand-700" />
          ) : (
            <SpriteIcon name="bookmark" />
          )}
          {saved ? text.saved : text.save}
        </button>
      </form>
      <p role="status" className="mt-2 basis-full text-sm text-slate-700 empty:mt-0">
        {status !== undefined ? (
          status
        ) : outcome ? (
          <>
            {outcome === "added" ? text.added : text.removed}{" "}
            <Link to={text.listHref} className="font-medium text-brand-700 underline">
              {text.listLabel}
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}
