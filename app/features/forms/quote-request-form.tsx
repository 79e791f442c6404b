import { NativeSelect } from "~/components/ui/native-select";
import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import { cn } from "~/lib/utils";
import type { QuoteRequestDraft } from "./drafts";
import {
  FileDropzone,
  FileRow,
  FormShell,
  filesToChooseAgain,
  focusField,
  submitHandler,
  useFormParts,
} from "./form-fields";
import { FILE_INPUT } from "./form-post";
import { ADDITIONAL_MESSAGE_MAX, DELIVERY_TIMELINES, QUOTE_CATEGORIES } from "~/domain/form-rules";
import { addFiles } from "./files";
import { quoteRequestSchema } from "~/domain/form-schemas";
import type { FormController } from "./use-form-submission";

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
  const { draft, setDraft, setStatus, placement } = controller;
  const { fieldId, problems, text, choice, shell } = useFormParts(controller, FORM, "category");
  const counterId = fieldId("counter");
  const errorField = problems.field;

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

  return (
    <FormShell {...shell} onSubmit={submit} cancel={cancel}>
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
    </FormShell>
  );
}

export { DialogCancel, FormDialogFrame } from "./form-frame";
