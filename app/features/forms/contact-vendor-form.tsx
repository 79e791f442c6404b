import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import type { ContactVendorDraft } from "./drafts";
import { EMAIL_INPUT, FormShell, InputField, submitHandler, useFormParts } from "./form-fields";
import type { FormProps } from "./use-form-submission";
import { SentAs, useSender } from "./use-sender";

export function ContactVendorForm({
  vendor,
  controller,
  cancel,
}: FormProps<ContactVendorDraft> & { vendor: Vendor }) {
  // Signed in, the message is sent as the account: its name and e-mail, never typed ones.
  const sender = useSender();
  const parts = useFormParts(controller, "contact-vendor", sender ? "phone" : "name");
  const { fieldId, field, text, shell } = parts;
  const submit = submitHandler(controller, fieldId, () => ({
    form: "contact-vendor",
    subject: vendor,
    values: { ...controller.draft, ...sender },
    files: [],
  }));

  return (
    <FormShell {...shell} onSubmit={submit} cancel={cancel}>
      {sender ? <SentAs sender={sender} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {sender ? null : (
          <>
            <InputField parts={parts} name="name" label="Name" required autoComplete="name" />
            <InputField parts={parts} {...EMAIL_INPUT} />
          </>
        )}
        <InputField parts={parts} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <InputField parts={parts} name="company" label="Company" autoComplete="organization" />
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
