import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, fieldErrorId, fieldHintId, FieldHint, FormMessages } from "~/components/ui/field";
import { FILE_ACCEPT, IDEMPOTENCY_FIELD, MAX_FILES } from "~/domain/form-rules";
import { REPLY_MAX_LENGTH } from "./rules";
import { doneMessage, type ThreadAnswer } from "./thread-messages";

// The reply form of a thread, the same for both sides: the reply, its files, and closing or
// reopening the conversation. A plain multipart form: it works without JavaScript.

const TEXTAREA =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

export function ThreadForm({
  closed,
  answer,
  replies,
  hint,
  attempt,
  closeLabel = "Mark as closed",
}: {
  closed: boolean;
  /**
   * The attempt key the page rendered for this reply (decision 290): a reply resent with it
   * (a double click, a retry, back and send again) is written once.
   */
  attempt: string;
  /** What the page's action answered to the last post, if there was one. */
  answer: ThreadAnswer | undefined;
  /** Replies so far: a new one clears the form. */
  replies: number;
  /** Who gets the reply, and how. */
  hint: string;
  closeLabel?: string;
}) {
  const error = answer?.error;
  const success = doneMessage(answer?.done);
  const body = answer?.body;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const filesHint = fieldHintId("reply-files");
  return (
    <>
      <FormMessages error={closed ? (error ?? null) : null} success={success} />
      {closed ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">This request is closed.</p>
          <Button type="submit" name="intent" value="reopen" variant="outline" disabled={busy}>
            Reopen
          </Button>
        </Form>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-4" key={replies}>
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={answer?.attempt ?? attempt} />
          <Field id="reply-body" label="Reply" error={error ?? undefined}>
            <textarea
              id="reply-body"
              name="body"
              rows={5}
              maxLength={REPLY_MAX_LENGTH}
              defaultValue={body ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId("reply-body") : undefined}
              className={TEXTAREA}
            />
          </Field>
          <Field
            id="reply-files"
            label="Attachments (optional)"
            hint={
              <FieldHint id={filesHint}>
                Up to {MAX_FILES} files: PDF, DOC, DOCX, JPG or PNG, 10 MB each.
              </FieldHint>
            }
          >
            <input
              id="reply-files"
              name="files"
              type="file"
              multiple
              accept={FILE_ACCEPT}
              aria-describedby={filesHint}
              className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-700"
            />
          </Field>
          <p className="text-xs text-slate-600">{hint}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="reply" disabled={busy}>
              Send reply
            </Button>
            <Button type="submit" name="intent" value="close" variant="outline" disabled={busy}>
              {closeLabel}
            </Button>
          </div>
        </Form>
      )}
    </>
  );
}

/** Turns off the private links to the thread (either side may). */
export function RevokeLinks({ count, who }: { count: number; who: "company" | "buyer" }) {
  if (count === 0) return null;
  return (
    <Form
      method="post"
      className="mt-8 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <p className="text-sm text-slate-700">
        {who === "company"
          ? "The buyer follows this conversation by a private link sent with your replies."
          : "You opened this conversation by a private link."}{" "}
        A new reply sends a fresh one.
      </p>
      <Button type="submit" name="intent" value="revoke" variant="outline" size="sm">
        Turn off the private links
      </Button>
    </Form>
  );
}
