import { CircleAlertIcon, CircleCheckBigIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Input, Textarea } from "./input";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

// The parts every form is made of: a labelled field with its problem or hint under it, and the
// form's own messages (a problem with the whole form, or that it went through).

/** The id of the message `Field` writes under the control `id`, for `aria-describedby`. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * The attributes that tie the control `id` to its problem and its hint: marked invalid when
 * there is a problem, described by whichever of the two is written under it.
 */
export function controlProps(id: string, error?: string, hint = false) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(" ") ||
      undefined,
  } as const;
}

/**
 * Ties a form's fields to what it was sent with and what was wrong: `{...field("title")}` gives
 * a field its id (`prefix-title`), its name, the value to show again, and its problem.
 */
export function fieldBinder<Values extends object>(
  prefix: string,
  values: Values,
  errors: { readonly [name: string]: string | undefined },
) {
  return (name: TextField<Values>) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: values[name] as string | undefined,
    error: errors[name],
  });
}

/** The names of a form's values that hold one text. */
type TextField<Values> = {
  [K in keyof Values]: Values[K] extends string | undefined ? K : never;
}[keyof Values] &
  string;

interface LabelledProps {
  id: string;
  label: string;
  error?: string;
  /** A short line under the control. */
  hint?: ReactNode;
  /** Classes of the field around the control (grid placement). */
  fieldClassName?: string;
}

function Labelled({
  id,
  label,
  required,
  error,
  hint,
  fieldClassName,
  children,
}: LabelledProps & { required?: boolean; children: ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      error={error}
      className={fieldClassName}
      hint={hint ? <FieldHint id={fieldHintId(id)}>{hint}</FieldHint> : null}
    >
      {children}
    </Field>
  );
}

/** A labelled input with its problem and hint under it. */
export function InputField({
  id,
  label,
  error,
  hint,
  fieldClassName,
  ...input
}: LabelledProps & Omit<ComponentProps<typeof Input>, "id">) {
  return (
    <Labelled {...{ id, label, error, hint, fieldClassName }} required={input.required}>
      <Input id={id} {...controlProps(id, error, Boolean(hint))} {...input} />
    </Labelled>
  );
}

/** A labelled text area with its problem and hint under it. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  fieldClassName,
  ...textarea
}: LabelledProps & Omit<ComponentProps<typeof Textarea>, "id">) {
  return (
    <Labelled {...{ id, label, error, hint, fieldClassName }} required={textarea.required}>
      <Textarea id={id} {...controlProps(id, error, Boolean(hint))} {...textarea} />
    </Labelled>
  );
}

/** A labelled native select with its problem and hint under it. */
export function SelectField({
  id,
  label,
  error,
  hint,
  fieldClassName,
  ...select
}: LabelledProps & Omit<ComponentProps<typeof NativeSelect>, "id">) {
  return (
    <Labelled {...{ id, label, error, hint, fieldClassName }} required={select.required}>
      <NativeSelect id={id} {...controlProps(id, error, Boolean(hint))} {...select} />
    </Labelled>
  );
}

export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  required?: boolean;
  /** Written under the control (a `FieldHint`, a counter...). */
  hint?: ReactNode;
  /** The problem with this field, written under it. */
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
        <p id={fieldErrorId(id)} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  );
}

export function FieldHint({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={cn("text-xs text-slate-600", className)}>
      {children}
    </p>
  );
}

/**
 * A form's red problem and green confirmation. Both live regions stay in the page, empty, so
 * that screen readers announce a message the moment it appears.
 */
export function FormMessages({
  alertId,
  error,
  success,
}: {
  /** For a field to point at the problem (`aria-describedby`). */
  alertId?: string;
  error: string | null;
  success: string | null;
}) {
  return (
    <>
      <div role="alert" id={alertId}>
        {error ? (
          <p className="mb-3 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm whitespace-pre-line text-red-800">
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
      <div role="status">
        {success ? (
          <p className="mb-3 flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
            <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{success}</span>
          </p>
        ) : null}
      </div>
    </>
  );
}
