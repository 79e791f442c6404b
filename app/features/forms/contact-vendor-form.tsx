import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { Input, Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import type { ContactVendorDraft } from "./drafts";
import {
  Field,
  FormActions,
  fieldProblems,
  StatusMessage,
  focusField,
  submitHandler,
  useFocusAfterSending,
  useTypedBeforeHydration,
} from "./form-fields";
import { contactVendorSchema } from "./schemas";
import { FORM_TEXT } from "./submission";
import type { FormController } from "./use-form-submission";

const TEXT = FORM_TEXT["contact-vendor"];

export function ContactVendorForm({
  vendor,
  controller,
  cancel,
}: {
  vendor: Vendor;
  controller: FormController<ContactVendorDraft>;
  cancel: ReactNode;
}) {
  const { draft, setDraft, status, placement } = controller;
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const statusId = fieldId("status");
  const formRef = useRef<HTMLFormElement>(null);
  const problems = fieldProblems(controller, fieldId, statusId);

  useEffect(() => {
    if (placement === "dialog" && !formRef.current?.contains(document.activeElement)) {
      focusField(`${id}-name`);
    }
  }, [id, placement]);
  useFocusAfterSending(formRef, status);
  useTypedBeforeHydration(formRef, "contact-vendor", setDraft);

  const text = (name: keyof ContactVendorDraft) => ({
    id: fieldId(name),
    name,
    value: draft[name],
    maxLength: contactVendorSchema.fields[name]!.max,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...problems.props(name),
  });

  const submit = submitHandler(controller, fieldId, () => ({
    form: "contact-vendor",
    subject: vendor,
    values: { ...draft },
    files: [],
  }));

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
        <Field id={fieldId("name")} label="Name" error={problems.error("name")} required>
          <Input {...text("name")} autoComplete="name" required />
        </Field>
        <Field id={fieldId("email")} label="Email" error={problems.error("email")} required>
          <Input {...text("email")} type="email" autoComplete="email" required />
        </Field>
        <Field id={fieldId("phone")} label="Phone" error={problems.error("phone")}>
          <Input {...text("phone")} type="tel" autoComplete="tel" />
        </Field>
        <Field id={fieldId("company")} label="Company" error={problems.error("company")}>
          <Input {...text("company")} autoComplete="organization" />
        </Field>
      </div>
      <Field id={fieldId("message")} label="Message" error={problems.error("message")} required>
        <Textarea
          {...text("message")}
          rows={5}
          required
          placeholder={`What would you like to ask ${vendor.name}?`}
        />
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
