import { CircleAlertIcon, CircleCheckBigIcon, FileTextIcon, UploadIcon, XIcon } from "lucide-react";
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type DragEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { FILE_ACCEPT, IDEMPOTENCY_FIELD } from "./form-rules";
import { formatBytes } from "./files";
import { FORM_MAILBOX } from "./form-config";
import {
  VISITOR_FIELDS,
  postOf,
  preparePost,
  type FormResult,
  type FormSubject,
} from "./form-post";
import type { FormId } from "./schemas";
import { statusOf, type FormController, type FormStatus } from "./use-form-submission";

// The pieces the three forms share, in a dialog and on their own pages: a labelled field, the
// status message, the file drop zone and the form's buttons.

export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The problem with this field, written under it (see `fieldProblems`). */
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  );
}

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
    field === name ? (inline ? `${fieldId(name)}-error` : statusId) : undefined;
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

/**
 * The platform's own select, styled like our inputs: native keyboard and screen-reader support
 * and the phone's own picker (docs/decisions/052).
 */
export function NativeSelect({
  placeholder,
  options,
  className,
  ...props
}: ComponentProps<"select"> & { placeholder: string; options: readonly string[] }) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="h-10 w-full appearance-none rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-600 has-[option[value='']:checked]:text-slate-600"
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option} className="text-slate-900">
            {option}
          </option>
        ))}
      </select>
      {/* A drawn chevron: an icon component here would be shared with the header's menus and
          split into a chunk of its own on every page. */}
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 size-2 -translate-y-3/4 rotate-45 border-r-2 border-b-2 border-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

/**
 * The green or red message of spec section 4. Both live regions stay in the page, empty, so
 * that screen readers announce a message the moment it appears.
 */
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
      <div role="alert" id={id}>
        {status.kind === "error" ? (
          <p className="mb-3 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm whitespace-pre-line text-red-800">
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
      <div role="status">
        {status.kind === "success" ? (
          <p className="mb-3 flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
            <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
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
  read: () => { form: FormId; subject: FormSubject; values: Record<string, string>; files: File[] },
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (controller.status.kind === "submitting") return;
    const { form, subject, values, files } = read();
    const prepared = preparePost(form, subject, { values, files }, FORM_MAILBOX);
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
 * Keeps what the visitor typed into a server-rendered form before it was hydrated. React leaves
 * the typed values in place while hydrating, but a controlled field's next render would put the
 * state's value back: the typed values become the state first.
 */
export function useTypedBeforeHydration<D>(
  formRef: RefObject<HTMLFormElement | null>,
  form: FormId,
  setDraft: FormController<D>["setDraft"],
) {
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    setDraft((draft) => {
      let next = draft;
      for (const name of VISITOR_FIELDS[form]) {
        const field = element.elements.namedItem(name);
        const typed =
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement;
        if (!typed) continue;
        const current = (draft as Record<string, unknown>)[name];
        if (field.value !== current) next = { ...next, [name]: field.value };
      }
      return next;
    });
  }, [formRef, form, setDraft]);
}
