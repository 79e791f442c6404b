import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { Job } from "~/data/types";
import type { JobApplicationDraft } from "./drafts";
import { AttachmentsField, FormShell, submitHandler, useFormParts } from "./form-fields";
import { checkFile, jobApplicationSchema } from "~/domain/form-schemas";
import type { FormController } from "./use-form-submission";

const FORM = "job-application";

export function JobApplicationForm({
  job,
  controller,
  cancel,
}: {
  job: Job;
  controller: FormController<JobApplicationDraft>;
  cancel: ReactNode;
}) {
  const { draft, setDraft } = controller;
  const parts = useFormParts(controller, FORM, "fullName");
  const { fieldId, field, text, shell } = parts;

  /** One file: the first of those dropped, unless it cannot be attached. */
  const pickFile = (files: File[]) => {
    const file = files[0]!;
    const problem = checkFile(jobApplicationSchema.files!, file);
    if (problem) return [problem.message];
    setDraft((d) => ({ ...d, file }));
    return [];
  };

  const submit = submitHandler(controller, fieldId, () => {
    const { file, ...values } = draft;
    return { form: FORM, subject: job, values, files: file ? [file] : [] };
  });

  return (
    <FormShell {...shell} onSubmit={submit} cancel={cancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("fullName")} label="Full Name" required>
          <Input {...text("fullName")} autoComplete="name" required />
        </Field>
        <Field {...field("email")} label="Email" required>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </Field>
      </div>
      <Field {...field("phoneNumber")} label="Phone Number (optional)">
        <Input {...text("phoneNumber")} type="tel" autoComplete="tel" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("linkedinProfile")} label="LinkedIn Profile">
          <Input
            {...text("linkedinProfile")}
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/in/…"
          />
        </Field>
        <Field {...field("portfolioWebsite")} label="Portfolio Website">
          <Input {...text("portfolioWebsite")} type="url" inputMode="url" placeholder="https://…" />
        </Field>
      </div>
      <Field {...field("coverLetter")} label="Cover Letter">
        <Textarea
          {...text("coverLetter")}
          rows={4}
          placeholder="Tell us why you are a great fit for this role"
        />
      </Field>
      <AttachmentsField
        parts={parts}
        label="Resume / CV"
        required
        files={draft.file ? [draft.file] : []}
        onFiles={pickFile}
        onRemove={() => setDraft((d) => ({ ...d, file: null }))}
      />
    </FormShell>
  );
}

export { DialogCancel, FormDialogFrame } from "./form-frame";
