import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldBinder, FormMessages, InputField, TextareaField } from "~/components/ui/field";
import {
  budgetLabel,
  FREELANCE_LIMITS,
  PROPOSAL_FILE_ACCEPT,
  PROPOSAL_FILE_PROBLEMS,
  proposalFilesProblem,
  type BudgetType,
  type MyProposal,
} from "./rules";
import { checkProposal, EMPTY_PROPOSAL, type ProposalField, type ProposalValues } from "./schema";
import { useCheckedForm } from "~/hooks/use-checked-form";
import { fieldsLike } from "~/lib/form-data";
import type { ProposalFormResult } from "./freelance.server";

// A proposal to a freelance post: price (in the post's terms), timeline, message and files. A
// plain multipart form posted to the post's page, so it works without JavaScript; with it, the
// shared rules check it before sending (the server checks the same again, and the files' bytes).

type Errors = Partial<Record<ProposalField | "form", string>>;
const id = (name: string) => `proposal-${name}`;

export function ProposalForm({
  budgetType,
  budget,
  mine,
  result,
}: {
  budgetType: BudgetType;
  budget: number;
  /** The member's proposal, when they sent one: the form changes it. */
  mine: MyProposal | null;
  result: ProposalFormResult | undefined;
}) {
  const { checked, onSubmit } = useCheckedForm<Errors>({
    problemsOf: (posted) => {
      const result = checkProposal(fieldsLike(posted, EMPTY_PROPOSAL));
      const found: Errors = result.ok ? {} : { ...result.errors };
      const files = posted
        .getAll("files")
        .filter((f): f is File => typeof f !== "string" && f.size > 0);
      const problem = proposalFilesProblem(files);
      if (problem) found.files = PROPOSAL_FILE_PROBLEMS[problem];
      return found;
    },
    idOf: id,
    order: ["price", "timelineDays", "message", "files"],
  });
  const errors: Errors = checked ?? result?.errors ?? {};
  const values: ProposalValues = result?.values ?? {
    price: mine ? String(mine.price) : "",
    timelineDays: mine ? String(mine.timelineDays) : "",
    message: mine?.message ?? "",
  };
  const field = fieldBinder("proposal", values, errors);
  const submitting = useNavigation().state === "submitting";

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-label={mine ? "Change your proposal" : "Your proposal"}
    >
      <FormMessages error={errors.form ?? null} success={null} />
      <input type="hidden" name="intent" value="propose" />
      <div className="flex flex-col gap-5">
        <InputField
          {...field("price")}
          label={
            budgetType === "hourly" ? "Your rate (USD an hour)" : "Your price (USD, fixed total)"
          }
          inputMode="numeric"
          required
          hint={`The company's budget: ${budgetLabel(budgetType, budget)}.`}
        />
        <InputField
          {...field("timelineDays")}
          label="Timeline (days)"
          inputMode="numeric"
          required
          hint="How many days you need to deliver the work."
        />
        <TextareaField
          {...field("message")}
          label="Message"
          rows={6}
          required
          maxLength={FREELANCE_LIMITS.messageMax}
          hint="How you would do the work, and what you have done like it."
        />
        <InputField
          id={id("files")}
          name="files"
          label="Files (optional)"
          type="file"
          multiple
          accept={PROPOSAL_FILE_ACCEPT}
          error={errors.files}
          hint={
            mine && mine.files.length > 0
              ? `New files replace the ones you sent (${mine.files.map((f) => f.name).join(", ")}). Up to ${FREELANCE_LIMITS.filesMax} PDF, DOC or DOCX files, 10 MB each.`
              : `Up to ${FREELANCE_LIMITS.filesMax} PDF, DOC or DOCX files, 10 MB each. Only the company sees them.`
          }
        />
        <Button type="submit" className="self-start" disabled={submitting}>
          {mine ? "Save changes" : "Send proposal"}
        </Button>
      </div>
    </Form>
  );
}
