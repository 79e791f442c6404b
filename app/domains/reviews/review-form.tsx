import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldHint, fieldErrorId, fieldHintId, FormMessages } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { ReviewValues } from "./schema";
import { REVIEW_RELATIONSHIPS } from "~/domain/review-rules";
import { EMPTY_REVIEW, REVIEW_LIMITS } from "./rules";
import type { ReviewActionResult } from "./review-result";
import { StarInput } from "./star-input";

// Writing or editing one's review: a plain form posted to the profile's route action. After a
// refusal it shows what was typed with the problems; after a save, the stored review.

const selectClasses =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-600";

function describedBy(id: string, error: string | undefined, hint?: boolean) {
  return [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(" ");
}

export function ReviewForm({
  mode,
  stored,
  result,
  action,
  tender,
}: {
  mode: "create" | "update";
  /** The review as stored (edit), or nothing (a new one). */
  stored?: ReviewValues;
  /** This form's last answer from the server, if any. */
  result: ReviewActionResult | null;
  /** The company profile it posts to, when the form is shown elsewhere (a tender's page). */
  action?: string;
  /** The awarded tender the buyer reviews from: a verified buyer's review (decision 133). */
  tender?: string;
}) {
  const refused = result && !result.ok ? result : null;
  // A refused review from a tender is shown again on the profile, still from that tender.
  const fromTender = tender ?? refused?.values.tender;
  const values: ReviewValues = refused
    ? { ...EMPTY_REVIEW, ...refused.values }
    : (stored ?? EMPTY_REVIEW);
  const errors = refused?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const formRef = useRef<HTMLFormElement>(null);

  // After a refusal, take the keyboard to the first field with a problem.
  useEffect(() => {
    if (!refused) return;
    const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    first?.focus();
  }, [refused]);

  const prefix = mode === "create" ? "new-review" : "edit-review";
  const ids = {
    rating: `${prefix}-rating`,
    title: `${prefix}-title`,
    body: `${prefix}-body`,
    relationship: `${prefix}-relationship`,
  };
  /** A text field's control: its name, what it holds, and the problem it has (and its hint). */
  const control = (name: "title" | "body" | "relationship", hint = false) => ({
    id: ids[name],
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(ids[name], errors[name], hint) || undefined,
  });

  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      ref={formRef}
      className="flex flex-col gap-5"
      aria-label={mode === "create" ? "Write a review" : "Edit your review"}
      // A new answer (a refusal, or the saved review) renders the form afresh.
      key={JSON.stringify(values)}
    >
      <input type="hidden" name="intent" value={mode} />
      {fromTender ? <input type="hidden" name="tender" value={fromTender} /> : null}
      {/* The live regions stay in the page, empty; they take no room until they speak. */}
      <div className="-mb-5 has-[p]:mb-0">
        <FormMessages error={refused?.message ?? null} success={null} />
      </div>
      <StarInput
        id={ids.rating}
        name="rating"
        defaultValue={values.rating}
        error={errors.rating}
        errorId={fieldErrorId(ids.rating)}
      />
      <Field id={ids.title} label="Title" required error={errors.title}>
        <Input {...control("title")} required maxLength={REVIEW_LIMITS.titleMax} />
      </Field>
      <Field
        id={ids.body}
        label="Review"
        required
        error={errors.body}
        hint={
          <FieldHint id={fieldHintId(ids.body)}>
            {REVIEW_LIMITS.bodyMin} to {REVIEW_LIMITS.bodyMax.toLocaleString("en-US")} characters:
            what went well, what did not, and what you bought.
          </FieldHint>
        }
      >
        <Textarea {...control("body", true)} required rows={6} maxLength={REVIEW_LIMITS.bodyMax} />
      </Field>
      <Field id={ids.relationship} label="Relationship" required error={errors.relationship}>
        <select {...control("relationship")} required className={selectClasses}>
          <option value="">How did you work with them?</option>
          {REVIEW_RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {mode === "create" ? "Publish review" : "Save changes"}
        </Button>
      </div>
    </Form>
  );
}
