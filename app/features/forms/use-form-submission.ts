import { useCallback, useState, type Dispatch, type SetStateAction } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./form-post";

// The state of one form, wherever it is shown (a dialog over the page it was opened from, or
// the form's own page): what the visitor has typed, and where sending stands. Sending goes
// through React Router's fetcher to the form's route, whose client action checks the form with
// its schema and posts it to the form endpoint; so "submitting" is the fetcher's own state and
// the answer is the fetcher's data (docs/decisions/054).

export type FormStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; text: string }
  | { kind: "error"; text: string; field?: string };

export const IDLE: FormStatus = { kind: "idle" };
const SUBMITTING: FormStatus = { kind: "submitting" };

export interface FormController<D> {
  /** A dialog over the page it was opened from, or the form's own page. */
  placement: "dialog" | "page";
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  status: FormStatus;
  /** Shows a problem found before sending (a file that cannot be attached), or clears it. */
  setStatus: (status: FormStatus) => void;
  /** The route the form posts to: its action without JavaScript, its client action with it. */
  action: string;
  /** Sends the form data to the route's client action. */
  submit: (data: FormData) => void;
  /** The answer our server gave the same form posted without JavaScript, if any. */
  served: FormResult | undefined;
  /** The blank form. */
  reset: () => void;
}

export function statusOf(result: FormResult | undefined): FormStatus {
  if (!result) return IDLE;
  return result.kind === "success"
    ? { kind: "success", text: result.text }
    : { kind: "error", text: result.text, field: result.field };
}

export function useFormSubmission<D extends object>({
  placement,
  action,
  empty,
  served,
}: {
  placement: FormController<D>["placement"];
  action: string;
  /** The blank form; a module constant, so it is stable. */
  empty: D;
  /** The server's answer when the page is the result of a post without JavaScript. */
  served?: FormResult;
}): FormController<D> {
  const fetcher = useFetcher<FormResult>();
  const [draft, setDraft] = useState<D>(() =>
    served?.kind === "error" && served.values ? { ...empty, ...served.values } : empty,
  );
  const [status, setStatus] = useState<FormStatus>(() => statusOf(served));
  // Each new answer becomes the status once (a file picked afterwards may replace it).
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data) setStatus(statusOf(fetcher.data));
  }
  const reset = useCallback(() => {
    setDraft(empty);
    setStatus(IDLE);
  }, [empty]);
  return {
    placement,
    draft,
    setDraft,
    status: fetcher.state === "idle" ? status : SUBMITTING,
    setStatus,
    action,
    served,
    submit: (data) => {
      void fetcher.submit(data, {
        method: "post",
        encType: "multipart/form-data",
        action,
        // Sending a form changes nothing the page shows: no need to reload its data.
        defaultShouldRevalidate: false,
        flushSync: true,
      });
    },
    reset,
  };
}
