import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import type { Job } from "~/data/types";
import { PREVIOUS_CV_FIELD } from "~/domain/form-rules";
import { formatIsoDay } from "~/lib/dates";
import type { JobApplicationDraft, PreviousCv } from "./drafts";
import { formatBytes } from "./files";
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
  previousCv = null,
}: FormProps<JobApplicationDraft> & { job: Job; previousCv?: PreviousCv | null }) {
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
    const files = file ? [file] : [];
    return { form: FORM, subject: job, values, files, previousCv: previousCv?.id };
  });
  // Signed in, the last application's CV is sent again unless another file is attached.
  const reused = sender && previousCv && !draft.file ? previousCv : null;

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
        required={!reused}
        before={reused ? <PreviousCvNote cv={reused} /> : null}
        files={draft.file ? [draft.file] : []}
        onFiles={pickFile}
        onRemove={() => setDraft((d) => ({ ...d, file: null }))}
      />
    </FormShell>
  );
}

/** The CV sent unless another is attached, and the field that names it to the inbox. */
function PreviousCvNote({ cv }: { cv: PreviousCv }) {
  return (
    <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <input type="hidden" name={PREVIOUS_CV_FIELD} value={cv.id} />
      Your CV from your last application,{" "}
      <span className="font-medium break-all text-slate-900">{cv.name}</span> (
      {formatBytes(cv.size)}, sent {formatIsoDay(cv.sentAt.slice(0, 10))}), goes with this one. To
      send another, attach it below.
    </p>
  );
}

export { DialogCancel, FormDialogFrame } from "./form-frame";
