import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { Input, Textarea } from "~/components/ui/input";
import type { Job } from "~/data/types";
import type { JobApplicationDraft } from "./drafts";
import {
  Field,
  FileDropzone,
  fieldProblems,
  FileRow,
  FormActions,
  StatusMessage,
  filesToChooseAgain,
  focusField,
  submitHandler,
  useFocusAfterSending,
  useTypedBeforeHydration,
} from "./form-fields";
import { FILE_INPUT } from "./form-post";
import { checkFile, jobApplicationSchema } from "./schemas";
import { FORM_TEXT, type JobApplicationValues } from "./submission";
import type { FormController } from "./use-form-submission";

const TEXT = FORM_TEXT["job-application"];
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
  const { draft, setDraft, status, setStatus, placement } = controller;
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const statusId = fieldId("status");
  const formRef = useRef<HTMLFormElement>(null);
  const problems = fieldProblems(controller, fieldId, statusId);
  const errorField = problems.field;

  // In a dialog, into the first field when it opens, unless focus is already in the form.
  useEffect(() => {
    if (placement === "dialog" && !formRef.current?.contains(document.activeElement)) {
      focusField(`${id}-fullName`);
    }
  }, [id, placement]);
  useFocusAfterSending(formRef, status);
  useTypedBeforeHydration(formRef, FORM, setDraft);

  const text = (name: keyof JobApplicationValues) => ({
    id: fieldId(name),
    name,
    value: draft[name],
    maxLength: jobApplicationSchema.fields[name]!.max,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...problems.props(name),
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

  const submit = submitHandler(controller, fieldId, () => {
    const { file, ...values } = draft;
    return { form: FORM, subject: job, values, files: file ? [file] : [] };
  });

  const message = <StatusMessage id={statusId} status={status} />;
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={controller.action}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      {placement === "page" ? message : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId("fullName")}
          label="Full Name"
          error={problems.error("fullName")}
          required
        >
          <Input {...text("fullName")} autoComplete="name" required />
        </Field>
        <Field id={fieldId("email")} label="Email" error={problems.error("email")} required>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </Field>
      </div>
      <Field
        id={fieldId("phoneNumber")}
        label="Phone Number (optional)"
        error={problems.error("phoneNumber")}
      >
        <Input {...text("phoneNumber")} type="tel" autoComplete="tel" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId("linkedinProfile")}
          label="LinkedIn Profile"
          error={problems.error("linkedinProfile")}
        >
          <Input
            {...text("linkedinProfile")}
            type="url"
            inputMode="url"
            placeholder="https://linkedin.com/in/…"
          />
        </Field>
        <Field
          id={fieldId("portfolioWebsite")}
          label="Portfolio Website"
          error={problems.error("portfolioWebsite")}
        >
          <Input {...text("portfolioWebsite")} type="url" inputMode="url" placeholder="https://…" />
        </Field>
      </div>
      <Field id={fieldId("coverLetter")} label="Cover Letter" error={problems.error("coverLetter")}>
        <Textarea
          {...text("coverLetter")}
          rows={4}
          placeholder="Tell us why you are a great fit for this role"
        />
      </Field>
      <Field id={fieldId("file")} label="Resume / CV" error={problems.error("file")} required>
        <FileDropzone
          id={fieldId("file")}
          name={FILE_INPUT[FORM]}
          inDialog={placement === "dialog"}
          invalid={errorField === "file"}
          describedBy={problems.describedBy("file")}
          chooseAgain={filesToChooseAgain(controller, draft.file ? 1 : 0)}
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
        {placement === "dialog" ? message : null}
        <FormActions
          status={status}
          attempt={controller.attempt}
          submitText={TEXT.submit}
          pendingText={TEXT.pending}
          cancel={cancel}
        />
      </div>
    </Form>
  );
}

export { DialogCancel, FormDialogFrame } from "./form-frame";
