import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import type { ContactVendorDraft } from "./drafts";
import { FormShell, submitHandler, useFormParts } from "./form-fields";
import type { FormController } from "./use-form-submission";

export function ContactVendorForm({
  vendor,
  controller,
  cancel,
}: {
  vendor: Vendor;
  controller: FormController<ContactVendorDraft>;
  cancel: ReactNode;
}) {
  const { fieldId, field, text, shell } = useFormParts(controller, "contact-vendor", "name");
  const submit = submitHandler(controller, fieldId, () => ({
    form: "contact-vendor",
    subject: vendor,
    values: { ...controller.draft },
    files: [],
  }));

  return (
    <FormShell {...shell} onSubmit={submit} cancel={cancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("name")} label="Name" required>
          <Input {...text("name")} autoComplete="name" required />
        </Field>
        <Field {...field("email")} label="Email" required>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </Field>
        <Field {...field("phone")} label="Phone">
          <Input {...text("phone")} type="tel" autoComplete="tel" />
        </Field>
        <Field {...field("company")} label="Company">
          <Input {...text("company")} autoComplete="organization" />
        </Field>
      </div>
      <Field {...field("message")} label="Message" required>
        <Textarea
          {...text("message")}
          rows={5}
          required
          placeholder={`What would you like to ask ${vendor.name}?`}
        />
      </Field>
    </FormShell>
  );
}

export { DialogCancel, FormDialogFrame } from "./form-frame";
