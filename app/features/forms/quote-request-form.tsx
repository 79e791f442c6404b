import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { Input, Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import { cn } from "~/lib/utils";
import type { QuoteRequestDraft } from "./drafts";
import {
  Field,
  FileDropzone,
  fieldProblems,
  FileRow,
  FormActions,
  NativeSelect,
  StatusMessage,
  filesToChooseAgain,
  focusField,
  submitHandler,
  useFocusAfterSending,
  useTypedBeforeHydration,
} from "./form-fields";
import { FILE_INPUT } from "./form-post";
import { ADDITIONAL_MESSAGE_MAX, DELIVERY_TIMELINES, QUOTE_CATEGORIES } from "./form-rules";
import { addFiles } from "./files";
import { quoteRequestSchema } from "./schemas";
import { FORM_TEXT } from "./submission";
import type { FormController } from "./use-form-submission";

const TEXT = FORM_TEXT["quote-request"];
const FORM = "quote-request";

export function QuoteRequestForm({
  vendor,
  controller,
  cancel,
}: {
  vendor: Vendor;
  controller: FormController<QuoteRequestDraft>;
  cancel: ReactNode;
}) {
  const { draft, setDraft, status, setStatus, placement } = controller;
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const statusId = fieldId("status");
  const counterId = fieldId("counter");
  const formRef = useRef<HTMLFormElement>(null);
  const problems = fieldProblems(controller, fieldId, statusId);
  const errorField = problems.field;

  useEffect(() => {
    if (placement === "dialog" && !formRef.current?.contains(document.activeElement)) {
      focusField(`${id}-category`);
    }
  }, [id, placement]);
  useFocusAfterSending(formRef, status);
  useTypedBeforeHydration(formRef, FORM, setDraft);

  const text = (name: "itemService" | "quantity" | "additionalMessage") => ({
    id: fieldId(name),
    name,
    value: draft[name],
    maxLength: quoteRequestSchema.fields[name]!.max,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...problems.props(name),
  });

  const choice = (name: "category" | "deliveryTimeline") => ({
    id: fieldId(name),
    name,
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...problems.props(name),
  });

  const pickFiles = (incoming: File[]) => {
    const { files, problems } = addFiles(draft.files, incoming, quoteRequestSchema.files!);
    setDraft((d) => ({ ...d, files }));
    if (problems.length > 0) {
      setStatus({ kind: "error", text: problems.join("\n"), field: "file" });
    } else if (errorField === "file") {
      setStatus({ kind: "idle" });
    }
  };

  const removeFile = (file: File) => {
    setDraft((d) => ({ ...d, files: d.files.filter((f) => f !== file) }));
    focusField(fieldId("file"));
  };

  const submit = submitHandler(controller, fieldId, () => {
    const { files, ...values } = draft;
    return { form: FORM, subject: vendor, values, files };
  });

  const length = draft.additionalMessage.length;

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
          id={fieldId("category")}
          label="Category"
          error={problems.error("category")}
          required
        >
          <NativeSelect
            {...choice("category")}
            required
            placeholder="Select a category"
            options={QUOTE_CATEGORIES}
          />
        </Field>
        <Field
          id={fieldId("deliveryTimeline")}
          label="Delivery Timeline"
          error={problems.error("deliveryTimeline")}
        >
          <NativeSelect
            {...choice("deliveryTimeline")}
            placeholder="Select a timeline"
            options={DELIVERY_TIMELINES}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          id={fieldId("itemService")}
          label="Item / Service"
          error={problems.error("itemService")}
          required
        >
          <Input {...text("itemService")} required placeholder="e.g. Structural steel beams" />
        </Field>
        <Field id={fieldId("quantity")} label="Quantity" error={problems.error("quantity")}>
          <Input {...text("quantity")} placeholder="e.g. 500 units" />
        </Field>
      </div>
      <Field
        id={fieldId("additionalMessage")}
        label="Additional Message"
        error={problems.error("additionalMessage")}
        hint={
          <p
            id={counterId}
            className={cn(
              "self-end text-xs tabular-nums",
              length >= ADDITIONAL_MESSAGE_MAX ? "font-semibold text-red-700" : "text-slate-600",
            )}
          >
            {length}/{ADDITIONAL_MESSAGE_MAX}
            <span className="sr-only"> characters</span>
          </p>
        }
      >
        <Textarea
          {...text("additionalMessage")}
          rows={4}
          aria-describedby={[counterId, problems.describedBy("additionalMessage")]
            .filter(Boolean)
            .join(" ")}
          placeholder="Specifications, delivery location, budget or anything else the vendor should know"
        />
      </Field>
      <Field id={fieldId("file")} label="Attachments (optional)" error={problems.error("file")}>
        <FileDropzone
          id={fieldId("file")}
          name={FILE_INPUT[FORM]}
          inDialog={placement === "dialog"}
          chooseAgain={filesToChooseAgain(controller, draft.files.length)}
          multiple
          invalid={errorField === "file"}
          describedBy={problems.describedBy("file")}
          onFiles={pickFiles}
        />
        {draft.files.length > 0 ? (
          <ul aria-label="Attached files" className="mt-1 flex flex-col gap-1.5">
            {draft.files.map((file) => (
              <FileRow
                key={`${file.name}-${file.size}-${file.lastModified}`}
                file={file}
                onRemove={() => removeFile(file)}
              />
            ))}
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
