import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import type { Job } from "~/data/types";
import type { JobApplicationDraft } from "./drafts";
import { AttachmentsField } from "./file-fields";
import {
  FormShell,
  EMAIL_INPUT,
  InputField,
  URL_INPUT,
  submitHandler,
  useFormParts,
} from "./form-fields";
import { checkFile, jobApplicationSchema } from "~/domain/form-schemas";
import type { FormProps } from "./use-form-submission";
import { SentAs, useSender } from "./use-sender";

const FORM = "job-application";

export function JobApplicationForm({
  job,
  controller,
  cancel,
}: FormProps<JobApplicationDraft> & { job: Job }) {
  const { draft, setDraft } = controller;
  // Signed in, the application is sent as the account: its name and e-mail, never typed ones.
  const sender = useSender();
  const parts = useFormParts(controller, FORM, sender ? "phoneNumber" : "fullName");
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
    const { file, ...typed } = draft;
    const values = sender ? { ...typed, fullName: sender.name, email: sender.email } : typed;
    return { form: FORM, subject: job, values, files: file ? [file] : [] };
  });

  return (
    <FormShell {...shell} onSubmit={submit} cancel={cancel}>
      {sender ? (
        <SentAs sender={sender} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            parts={parts}
            name="fullName"
            label="Full Name"
            required
            autoComplete="name"
          />
          <InputField parts={parts} {...EMAIL_INPUT} />
        </div>
      )}
      <InputField
        parts={parts}
        name="phoneNumber"
        label="Phone Number (optional)"
        type="tel"
        autoComplete="tel"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          parts={parts}
          name="linkedinProfile"
          label="LinkedIn Profile"
          {...URL_INPUT}
          placeholder="https://linkedin.com/in/…"
        />
        <InputField
          parts={parts}
          name="portfolioWebsite"
          label="Portfolio Website"
          {...URL_INPUT}
          placeholder="https://…"
        />
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
