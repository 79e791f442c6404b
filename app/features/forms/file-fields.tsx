import { FileTextIcon, UploadIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { FILE_ACCEPT } from "~/domain/form-rules";
import { FILE_INPUT, type FormId } from "~/domain/form-schemas";
import { formatBytes } from "./files";
import type { FormResult } from "./form-post";
import { focusField, type fieldProblems } from "./form-fields";
import { IDLE, type FormController, type FormStatus } from "./use-form-submission";

// The forms' file fields: the drop zone (the browser's own file input before hydration), the
// files chosen with their Remove buttons, and the attachments field the quote request and the
// job application share.

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
  before,
}: {
  parts: FileFieldParts;
  label: string;
  required?: boolean;
  multiple?: boolean;
  /** Said above the drop zone (the CV of the member's last application, sent unless replaced). */
  before?: ReactNode;
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
      {before}
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
