import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button } from "~/components/ui/button";
import { Field, fieldErrorId, FormMessages } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Form } from "react-router";
import { useTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { IDEMPOTENCY_FIELD } from "~/domain/form-rules";
import { FORM_MAILBOX } from "./form-config";
import { postOf, preparePost, type FormSubject } from "./form-post";
import { schemaOf, type FormId } from "~/domain/form-schemas";
import { FORM_TEXT } from "./submission";
import { statusOf, type FormController, type FormStatus } from "./use-form-submission";

// The pieces the three forms share, in a dialog and on their own pages: the status message, the
// form's buttons and shell, the focus after sending (the labelled field is `components/ui/field`,
// the file fields `file-fields.tsx`).

/**
 * How a field shows the problem the form has with it: marked invalid and described by the
 * message. On the form's own page the message is also written under the field, since that page
 * may open scrolled to it (sent back by the server, focus goes to the field concerned); in a
 * dialog the one message sits above the buttons.
 */
export function fieldProblems(
  { status, placement }: { status: FormStatus; placement: "dialog" | "page" },
  fieldId: (name: string) => string,
  statusId: string,
) {
  const field = status.kind === "error" ? status.field : undefined;
  const inline = placement === "page";
  const describedBy = (name: string) =>
    field === name ? (inline ? fieldErrorId(fieldId(name)) : statusId) : undefined;
  return {
    field,
    describedBy,
    /** The input's attributes; `autoFocus` only acts on a page rendered with the problem. */
    props: (name: string) =>
      field === name
        ? { "aria-invalid": true, "aria-describedby": describedBy(name), autoFocus: true }
        : {},
    /** The text for `Field`'s `error`. */
    error: (name: string) =>
      field === name && inline && status.kind === "error" ? status.text : undefined,
  };
}

/** The spec's green or red message (section 4). */
export function StatusMessage({ id, status }: { id: string; status: FormStatus }) {
  const ref = useRef<HTMLDivElement>(null);
  // A message about a field comes with focus on that field; any other is brought into view.
  useEffect(() => {
    if (status.kind === "success" || (status.kind === "error" && !status.field)) {
      ref.current?.scrollIntoView({ block: "nearest" });
    }
  }, [status]);
  return (
    <div ref={ref}>
      <FormMessages
        alertId={id}
        error={status.kind === "error" ? status.text : null}
        success={status.kind === "success" ? status.text : null}
      />
    </div>
  );
}

export function FormActions({
  status,
  attempt,
  submitText,
  pendingText,
  cancel,
}: {
  status: FormStatus;
  /** This attempt's idempotency key, posted with the form (see `IDEMPOTENCY_FIELD`). */
  attempt: string;
  submitText: string;
  pendingText: string;
  /** Closes the dialog, or leads back from the form's page. */
  cancel: ReactNode;
}) {
  const submitting = status.kind === "submitting";
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={attempt} />
      {cancel}
      <Button type="submit" disabled={submitting || status.kind === "success"}>
        {submitting ? pendingText : submitText}
      </Button>
    </div>
  );
}

/** Where a field's error points: its id, for focus and aria-invalid. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  element?.focus();
}

/**
 * The submit button is disabled while sending, which drops the focus it had; when sending fails,
 * focus goes back to it so the visitor can try again straight away.
 */
export function useFocusAfterSending(
  formRef: RefObject<HTMLFormElement | null>,
  status: FormStatus,
) {
  useEffect(() => {
    if (status.kind !== "error" || status.field) return;
    const form = formRef.current;
    if (form && !form.contains(document.activeElement)) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [status, formRef]);
}

/**
 * The forms' submit handler: the form is checked with its schema first (its first problem is
 * shown, with focus on its field, and nothing is sent), then sent to its route.
 */
export function submitHandler<D>(
  controller: FormController<D>,
  fieldId: (name: string) => string,
  read: () => {
    form: FormId;
    subject: FormSubject;
    values: Record<string, string>;
    files: File[];
    /** Name and e-mail are required (a signed-out visitor writing to a company). */
    askSender?: boolean;
    /** The CV of the member's last application, sent again when no file is attached. */
    previousCv?: string;
  },
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (controller.status.kind === "submitting") return;
    const { form, subject, values: state, files, askSender, previousCv } = read();
    // What the fields hold is what is sent: text typed while the page's scripts loaded stays in
    // the field even when the state missed it (docs/decisions/232).
    const held = heldValues(event.currentTarget, state);
    const values = { ...state, ...held };
    if (Object.keys(held).length > 0) controller.setDraft((d) => ({ ...d, ...held }));
    const post = { values, files, ...(previousCv && files.length === 0 ? { previousCv } : {}) };
    const prepared = preparePost(form, subject, post, FORM_MAILBOX, { askSender });
    if (!prepared.ok) {
      const status = statusOf(prepared.result);
      controller.setStatus(status);
      if (status.kind === "error" && status.field) focusField(fieldId(status.field));
      return;
    }
    controller.submit(postOf(form, subject, values, files, controller.attempt, previousCv));
  };
}

/** The values of `form`'s fields named in `state` that differ from it, as the fields hold them. */
export function heldValues(
  form: HTMLFormElement,
  state: Readonly<Record<string, string>>,
): Record<string, string> {
  const held: Record<string, string> = {};
  for (const [name, value] of Object.entries(state)) {
    const field = form.elements.namedItem(name);
    const typed =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !["file", "hidden"].includes(field.type));
    if (typed && field.value !== value) held[name] = field.value;
  }
  return held;
}

/**
 * What each form needs around its fields: ids, the problems to show, the text fields' props,
 * and focus (into `first` when a dialog opens, back to the button when sending fails); what the
 * visitor typed before the page hydrated is taken over.
 */
export function useFormParts<D extends object>(
  controller: FormController<D>,
  form: FormId,
  first: keyof D & string,
) {
  const schema = schemaOf(form);
  const { draft, setDraft, status, placement } = controller;
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const statusId = fieldId("status");
  const formRef = useRef<HTMLFormElement>(null);
  const problems = fieldProblems(controller, fieldId, statusId);

  useEffect(() => {
    if (placement === "dialog" && !formRef.current?.contains(document.activeElement)) {
      focusField(`${id}-${first}`);
    }
  }, [id, placement, first]);
  useFocusAfterSending(formRef, status);
  useTypedBeforeHydration(formRef, (typed) => setDraft((d) => ({ ...d, ...typed })));

  const text = (name: keyof D & string) => ({
    id: fieldId(name),
    name,
    value: draft[name] as string,
    maxLength: schema.fields[name]?.max,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
    ...problems.props(name),
  });

  /** A select's props: a text field's, without the length limit. */
  const choice = (name: keyof D & string) => {
    const { maxLength: _, ...props } = text(name);
    return props;
  };

  /** `Field`'s id and problem. */
  const field = (name: string) => ({ id: fieldId(name), error: problems.error(name) });

  /** `FormShell`'s props. */
  const shell = { controller, formRef, statusId, text: FORM_TEXT[form] };
  return { form, fieldId, problems, field, text, choice, shell };
}

export type FormParts<D extends object> = ReturnType<typeof useFormParts<D>>;

/** The e-mail field the job application and the message to a vendor both ask for. */
export const EMAIL_INPUT = {
  name: "email",
  label: "Email",
  required: true,
  type: "email",
  autoComplete: "email",
} as const;

/** The browser's hints for a web address. */
export const URL_INPUT = { type: "url", inputMode: "url" } as const;

/** A labelled one-line field of a form, bound to its draft. */
export function InputField<D extends object>({
  parts: { field, text },
  name,
  label,
  required,
  ...input
}: {
  parts: Pick<FormParts<D>, "field" | "text">;
  name: keyof D & string;
  label: string;
  required?: boolean;
} & Pick<ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "placeholder">) {
  return (
    <Field {...field(name)} label={label} required={required}>
      <Input {...text(name)} {...input} required={required} />
    </Field>
  );
}

/**
 * The form element, posted to the form's route (by the browser itself without JavaScript), with
 * its message (above the fields on a page, above the buttons in a dialog) and its buttons.
 */
export function FormShell<D>({
  controller,
  formRef,
  statusId,
  onSubmit,
  text,
  cancel,
  children,
}: {
  controller: FormController<D>;
  formRef: RefObject<HTMLFormElement | null>;
  statusId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  text: { submit: string; pending: string };
  cancel: ReactNode;
  children: ReactNode;
}) {
  const { status, placement } = controller;
  const message = <StatusMessage id={statusId} status={status} />;
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={controller.action}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      {placement === "page" ? message : null}
      {children}
      <div>
        {placement === "dialog" ? message : null}
        <FormActions
          status={status}
          attempt={controller.attempt}
          submitText={text.submit}
          pendingText={text.pending}
          cancel={cancel}
        />
      </div>
    </Form>
  );
}
