import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from "react";
import { Input, Textarea } from "~/components/ui/input";
import type { Job } from "~/data/types";
import type { JobApplicationDraft } from "./drafts";
import type { FormController } from "./form-dialog";
import {
  Field,
  FileDropzone,
  FileRow,
  FormActions,
  StatusMessage,
  focusField,
  useFocusAfterSending,
} from "./form-fields";
import { FORM_MAILBOX, FORM_URL } from "./form-config";
import { checkFile, jobApplicationSchema, validateSubmission } from "./schemas";
import {
  FORM_TEXT,
  jobApplicationParts,
  outcomeText,
  sendForm,
  toFormData,
  type JobApplicationValues,
} from "./submission";

const TEXT = FORM_TEXT["job-application"];

export function JobApplicationForm({
  job,
  controller: { draft, setDraft, status, setStatus },
}: {
  job: Job;
  controller: FormController<JobApplicationDraft>;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const statusId = fieldId("status");
  const formRef = useRef<HTMLFormElement>(null);
  const errorField = status.kind === "error" ? status.field : undefined;
  const submitting = status.kind === "submitting";

  // Into the first field when the form appears, unless focus is already in the form.
  useEffect(() => {
    if (!formRef.current?.contains(document.activeElement)) focusField(`${id}-fullName`);
  }, [id]);
  useFocusAfterSending(formRef, status);

  const invalid = (name: string) =>
    errorField === name ? { "aria-invalid": true, "aria-describedby": statusId } : {};

  const text = (name: keyof JobApplicationValues) => ({
    id: fieldId(name),
    name,
    value: draft[name],
    maxLength: jobApplicationSchema.fields[name]!.max,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...invalid(name),
  });

  const pickFile = (files: File[]) => {
    const file = files[0]!;
    const problem = checkFile(jobApplicationSchema.files!, file);
    if (problem) {
      setStatus({ kind: "error", text: problem.message, field: "file" });
      return;
    }
    setDraft((d) => ({ ...d, file }));
    if (errorField === "file") setStatus({ kind: "idle" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parts = jobApplicationParts(job, draft, FORM_MAILBOX);
    const problem = validateSubmission(jobApplicationSchema, parts, draft.file ? [draft.file] : []);
    if (problem) {
      setStatus({ kind: "error", text: problem.message, field: problem.field });
      if (problem.field) focusField(fieldId(problem.field));
      return;
    }
    setStatus({ kind: "submitting" });
    const outcome = await sendForm(FORM_URL, toFormData(parts, [["file", draft.file!]]));
    setStatus(
      outcome.ok
        ? { kind: "success", text: outcomeText("job-application", outcome) }
        : { kind: "error", text: outcomeText("job-application", outcome) },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("fullName")} label="Full Name" required>
          <Input {...text("fullName")} autoComplete="name" required />
        </Field>
        <Field id={fieldId("email")} label="Email" required>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </Field>
      </div>
      <Field id={fieldId("phoneNumber")} label="Phone Number (optional)">
        <Input {...text("phoneNumber")} type="tel" autoComplete="tel" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("linkedinProfile")} label="LinkedIn Profile">
          <Input
            {...text("linkedinProfile")}
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/in/…"
          />
        </Field>
        <Field id={fieldId("portfolioWebsite")} label="Portfolio Website">
          <Input {...text("portfolioWebsite")} type="url" inputMode="url" placeholder="https://…" />
        </Field>
      </div>
      <Field id={fieldId("coverLetter")} label="Cover Letter">
        <Textarea
          {...text("coverLetter")}
          rows={4}
          placeholder="Tell us why you are a great fit for this role"
        />
      </Field>
      <Field id={fieldId("file")} label="Resume / CV" required>
        <FileDropzone
          id={fieldId("file")}
          invalid={errorField === "file"}
          describedBy={errorField === "file" ? statusId : undefined}
          onFiles={pickFile}
        />
        {draft.file ? (
          <ul aria-label="Attached file" className="mt-1">
            <FileRow
              file={draft.file}
              onRemove={() => {
                setDraft((d) => ({ ...d, file: null }));
                focusField(fieldId("file"));
              }}
            />
          </ul>
        ) : null}
      </Field>
      <div>
        <StatusMessage id={statusId} status={status} />
        <FormActions status={status} submitText={TEXT.submit} pendingText={TEXT.pending} />
      </div>
    </form>
  );
}

export { FormDialogFrame } from "./form-frame";
