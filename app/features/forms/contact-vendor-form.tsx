import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from "react";
import { Input, Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import type { ContactVendorDraft } from "./drafts";
import type { FormController } from "./form-dialog";
import { Field, FormActions, StatusMessage, focusField, useFocusAfterSending } from "./form-fields";
import { FORM_URL } from "./form-config";
import { contactVendorSchema, validateSubmission } from "./schemas";
import { FORM_TEXT, contactVendorParts, outcomeText, sendForm, toFormData } from "./submission";

const TEXT = FORM_TEXT["contact-vendor"];

export function ContactVendorForm({
  vendor,
  controller: { draft, setDraft, status, setStatus },
}: {
  vendor: Vendor;
  controller: FormController<ContactVendorDraft>;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const statusId = fieldId("status");
  const formRef = useRef<HTMLFormElement>(null);
  const errorField = status.kind === "error" ? status.field : undefined;

  useEffect(() => {
    if (!formRef.current?.contains(document.activeElement)) focusField(`${id}-name`);
  }, [id]);
  useFocusAfterSending(formRef, status);

  const text = (name: keyof ContactVendorDraft) => ({
    id: fieldId(name),
    name,
    value: draft[name],
    maxLength: contactVendorSchema.fields[name]!.max,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...(errorField === name ? { "aria-invalid": true, "aria-describedby": statusId } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "submitting") return;
    const parts = contactVendorParts(vendor, draft);
    const problem = validateSubmission(contactVendorSchema, parts);
    if (problem) {
      setStatus({ kind: "error", text: problem.message, field: problem.field });
      if (problem.field) focusField(fieldId(problem.field));
      return;
    }
    setStatus({ kind: "submitting" });
    const outcome = await sendForm(FORM_URL, toFormData(parts, []));
    setStatus(
      outcome.ok
        ? { kind: "success", text: outcomeText("contact-vendor", outcome) }
        : { kind: "error", text: outcomeText("contact-vendor", outcome) },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("name")} label="Name" required>
          <Input {...text("name")} autoComplete="name" required />
        </Field>
        <Field id={fieldId("email")} label="Email" required>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </Field>
        <Field id={fieldId("phone")} label="Phone">
          <Input {...text("phone")} type="tel" autoComplete="tel" />
        </Field>
        <Field id={fieldId("company")} label="Company">
          <Input {...text("company")} autoComplete="organization" />
        </Field>
      </div>
      <Field id={fieldId("message")} label="Message" required>
        <Textarea
          {...text("message")}
          rows={5}
          required
          placeholder={`What would you like to ask ${vendor.name}?`}
        />
      </Field>
      <div>
        <StatusMessage id={statusId} status={status} />
        <FormActions status={status} submitText={TEXT.submit} pendingText={TEXT.pending} />
      </div>
    </form>
  );
}

export { FormDialogFrame } from "./form-frame";
