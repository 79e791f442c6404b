import { NativeSelect } from "~/components/ui/native-select";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import { cn } from "~/lib/utils";
import type { QuoteRequestDraft } from "./drafts";
import { AttachmentsField } from "./file-fields";
import { EMAIL_INPUT, FormShell, InputField, submitHandler, useFormParts } from "./form-fields";
import { ADDITIONAL_MESSAGE_MAX, DELIVERY_TIMELINES, QUOTE_CATEGORIES } from "~/domain/form-rules";
import { addFiles } from "./files";
import { quoteRequestSchema } from "~/domain/form-schemas";
import type { FormProps } from "./use-form-submission";
import { SentAs, useSender } from "./use-sender";

const FORM = "quote-request";

export function QuoteRequestForm({
  vendor,
  askSender = false,
  controller,
  cancel,
}: FormProps<QuoteRequestDraft> & {
  vendor: Vendor;
  /** A signed-out visitor writing to a company of the network: name and e-mail are required. */
  askSender?: boolean;
}) {
  const { draft, setDraft } = controller;
  // Signed in, the request is sent as the account: its name and e-mail, never typed ones.
  const sender = useSender();
  const parts = useFormParts(controller, FORM, askSender ? "name" : "category");
  const { fieldId, problems, field, text, choice, shell } = parts;
  const counterId = fieldId("counter");

  const pickFiles = (incoming: File[]) => {
    const { files, problems } = addFiles(draft.files, incoming, quoteRequestSchema.files!);
    setDraft((d) => ({ ...d, files }));
    return problems;
  };

  const submit = submitHandler(controller, fieldId, () => {
    const { files, name, email, ...rest } = draft;
    const values = sender ? { ...rest, ...sender } : askSender ? { ...rest, name, email } : rest;
    return { form: FORM, subject: vendor, values, files, askSender };
  });

  const length = draft.additionalMessage.length;

  return (
    <FormShell {...shell} onSubmit={submit} cancel={cancel}>
      {sender ? (
        <SentAs sender={sender} />
      ) : askSender ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField parts={parts} name="name" label="Name" required autoComplete="name" />
          <InputField parts={parts} {...EMAIL_INPUT} />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("category")} label="Category" required>
          <NativeSelect
            {...choice("category")}
            required
            placeholder="Select a category"
            options={QUOTE_CATEGORIES}
          />
        </Field>
        <Field {...field("deliveryTimeline")} label="Delivery Timeline">
          <NativeSelect
            {...choice("deliveryTimeline")}
            placeholder="Select a timeline"
            options={DELIVERY_TIMELINES}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <InputField
          parts={parts}
          name="itemService"
          label="Item / Service"
          required
          placeholder="e.g. Structural steel beams"
        />
        <InputField parts={parts} name="quantity" label="Quantity" placeholder="e.g. 500 units" />
      </div>
      <Field
        {...field("additionalMessage")}
        label="Additional Message"
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
      <AttachmentsField
        parts={parts}
        label="Attachments (optional)"
        multiple
        files={draft.files}
        onFiles={pickFiles}
        onRemove={(file) => setDraft((d) => ({ ...d, files: d.files.filter((f) => f !== file) }))}
      />
    </FormShell>
  );
}

export { DialogCancel, FormDialogFrame } from "./form-frame";
