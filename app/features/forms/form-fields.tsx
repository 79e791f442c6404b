import { FileTextIcon, UploadIcon, XIcon } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentProps,
  useState,
  type DragEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button } from "~/components/ui/button";
import { Field, fieldErrorId, FormMessages } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { Form } from "react-router";
import { useTypedBeforeHydration } from "~/hooks/use-typed-before-hydration";
import { FILE_ACCEPT, IDEMPOTENCY_FIELD } from "~/domain/form-rules";
import { formatBytes } from "./files";
import { FORM_MAILBOX } from "./form-config";
import { postOf, preparePost, type FormResult, type FormSubject } from "./form-post";
import { FILE_INPUT, schemaOf, type FormId } from "~/domain/form-schemas";
import { FORM_TEXT } from "./submission";
import { IDLE, statusOf, type FormController, type FormStatus } from "./use-form-submission";

// The pieces the three forms share, in a dialog and on their own pages: the status message, the
// file drop zone and the form's buttons (the labelled field is `components/ui/field`).

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

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/**
 * A file picker that also takes files dropped on it. Until the page is hydrated (and without
 * JavaScript) it is the browser's own file input, which shows what was chosen and is sent with
 * the form; afterwards the chosen files live in the form's state (listed under the zone), and
 * any chosen before hydration are taken over.
 */
export function FileDropzone({
  id,
  name,
  multiple = false,
  invalid = false,
  describedBy,
  inDialog,
  chooseAgain = [],
  onFiles,
}: {
  id: string;
  /** The input's name in a form posted without JavaScript. */
  name: string;
  multiple?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** A dialog only ever exists once the page is hydrated. */
  inDialog: boolean;
  /** Files sent earlier that the visitor must choose again. */
  chooseAgain?: readonly string[];
  onFiles: (files: File[]) => void;
}) {
  const hydrated = useHydrated({ matchesPrerender: inDialog });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const noteId = `${id}-note`;
  const againId = `${id}-again`;

  // Files chosen in the native input before hydration become the form's own.
  const adopted = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!hydrated || adopted.current || !input) return;
    adopted.current = true;
    const files = Array.from(input.files ?? []);
    input.value = "";
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }, [hydrated, multiple, onFiles]);

  return (
    <div
      data-dragging={dragging || undefined}
      data-testid={`${id}-dropzone`}
      className={cn(
        "flex flex-col items-center gap-1 rounded-lg border-2 border-dashed bg-slate-50 px-4 py-5 text-center text-sm text-slate-700 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600 data-dragging:border-brand-500 data-dragging:bg-brand-50",
        invalid ? "border-red-600" : "border-slate-300",
      )}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <UploadIcon className="size-6 text-slate-500" aria-hidden="true" />
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        className={
          hydrated
            ? "sr-only"
            : "max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-700"
        }
        accept={FILE_ACCEPT}
        multiple={multiple}
        aria-invalid={invalid || undefined}
        // A page the server sent back with a problem about the file opens with focus here.
        autoFocus={invalid}
        aria-describedby={[noteId, chooseAgain.length > 0 ? againId : null, describedBy]
          .filter(Boolean)
          .join(" ")}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Clear the input so picking the same file again (after removing it) still counts.
          e.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {hydrated ? (
        <p>
          <label
            htmlFor={id}
            className="cursor-pointer font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {multiple ? "Choose files" : "Choose a file"}
          </label>{" "}
          or drag and drop {multiple ? "them" : "it"} here
        </p>
      ) : null}
      <p id={noteId} className="text-xs text-slate-600">
        PDF, DOC, DOCX, JPG or PNG, up to 10MB{multiple ? " each" : ""}
      </p>
      {chooseAgain.length > 0 ? (
        <p id={againId} className="mt-1 text-sm font-medium text-amber-900">
          Please choose {chooseAgain.length === 1 ? "your file" : "your files"} again (
          {chooseAgain.join(", ")}): a browser does not keep chosen files once a form is sent.
        </p>
      ) : null}
    </div>
  );
}

/**
 * After a form was sent without JavaScript and came back with a problem, its file input is
 * empty again (browsers never refill one): the files the visitor has to choose again.
 */
export function filesToChooseAgain(
  { served, status }: { served?: FormResult; status: FormStatus },
  chosen: number,
): string[] {
  if (served?.kind !== "error" || chosen > 0 || status.kind === "success") return [];
  return served.fileNames ?? [];
}

export function FileRow({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-200 bg-white py-1.5 pr-1.5 pl-3 text-sm">
      <FileTextIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate text-slate-900" title={file.name}>
        {file.name}
      </span>
      <span className="shrink-0 text-xs text-slate-600">{formatBytes(file.size)}</span>
      <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={onRemove}>
        <XIcon aria-hidden="true" />
      </Button>
    </li>
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
  },
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (controller.status.kind === "submitting") return;
    const { form, subject, values, files, askSender } = read();
    const prepared = preparePost(form, subject, { values, files }, FORM_MAILBOX, { askSender });
    if (!prepared.ok) {
      const status = statusOf(prepared.result);
      controller.setStatus(status);
      if (status.kind === "error" && status.field) focusField(fieldId(status.field));
      return;
    }
    controller.submit(postOf(form, subject, values, files, controller.attempt));
  };
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

/** What `AttachmentsField` takes of `useFormParts`. */
interface FileFieldParts {
  form: FormId;
  fieldId: (name: string) => string;
  field: (name: string) => { id: string; error?: string };
  problems: ReturnType<typeof fieldProblems>;
  shell: {
    controller: Pick<FormController<unknown>, "placement" | "setStatus" | "served" | "status">;
  };
}

/**
 * A form's file field (named "file" in its problems): the drop zone, and the files chosen, each
 * with its Remove button. `onFiles` takes what it can of the files dropped or picked and returns
 * the problems with the rest, which the form then shows.
 */
export function AttachmentsField({
  parts: { form, fieldId, field, problems, shell },
  label,
  required = false,
  multiple = false,
  files,
  onFiles,
  onRemove,
}: {
  parts: FileFieldParts;
  label: string;
  required?: boolean;
  multiple?: boolean;
  files: readonly File[];
  onFiles: (files: File[]) => readonly string[];
  onRemove: (file: File) => void;
}) {
  const { controller } = shell;
  const invalid = problems.field === "file";
  const take = (incoming: File[]) => {
    const found = onFiles(incoming);
    if (found.length > 0)
      controller.setStatus({ kind: "error", text: found.join("\n"), field: "file" });
    else if (invalid) controller.setStatus(IDLE);
  };
  return (
    <Field {...field("file")} label={label} required={required}>
      <FileDropzone
        id={fieldId("file")}
        name={FILE_INPUT[form] ?? "file"}
        inDialog={controller.placement === "dialog"}
        chooseAgain={filesToChooseAgain(controller, files.length)}
        multiple={multiple}
        invalid={invalid}
        describedBy={problems.describedBy("file")}
        onFiles={take}
      />
      {files.length > 0 ? (
        <ul
          aria-label={multiple ? "Attached files" : "Attached file"}
          className="mt-1 flex flex-col gap-1.5"
        >
          {files.map((file) => (
            <FileRow
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              onRemove={() => {
                onRemove(file);
                focusField(fieldId("file"));
              }}
            />
          ))}
        </ul>
      ) : null}
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
