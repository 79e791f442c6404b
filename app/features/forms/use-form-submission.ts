import { useCallback, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./form-post";
import { newAttemptKey } from "~/domain/form-rules";

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
  /** This attempt's idempotency key: a retry of it is not stored twice. */
  attempt: string;
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

/** What each form is given, in a dialog or on its own page: its state and its Cancel control. */
export interface FormProps<D> {
  controller: FormController<D>;
  /** Closes the dialog, or leads back from the form's page. */
  cancel: ReactNode;
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
  attempt: firstAttempt,
}: {
  placement: FormController<D>["placement"];
  action: string;
  /** The blank form; a module constant, so it is stable. */
  empty: D;
  /** The server's answer when the page is the result of a post without JavaScript. */
  served?: FormResult;
  /** The attempt key the server rendered into the form's page (a dialog makes its own). */
  attempt?: string;
}): FormController<D> {
  const fetcher = useFetcher<FormResult>();
  const [draft, setDraft] = useState<D>(() =>
    served?.kind === "error" && served.values ? { ...empty, ...served.values } : empty,
  );
  // One key per filled-in form: a changed form is another attempt.
  const [attempt, setAttempt] = useState(() => ({ draft, key: firstAttempt ?? newAttemptKey() }));
  if (attempt.draft !== draft) setAttempt({ draft, key: newAttemptKey() });
  const [status, setStatus] = useState<FormStatus>(() => statusOf(served));
  // Each new answer becomes the status once (a file picked afterwards may replace it).
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data) setStatus(statusOf(fetcher.data));
    // Sent: whatever is sent next is another submission.
    if (fetcher.data?.kind === "success") setAttempt({ draft, key: newAttemptKey() });
  }
  const reset = useCallback(() => {
    setDraft(empty);
    setStatus(IDLE);
  }, [empty]);
  return {
    placement,
    draft,
    setDraft,
    attempt: attempt.key,
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
