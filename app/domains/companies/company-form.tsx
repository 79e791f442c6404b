import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldHint, fieldErrorId, fieldHintId, FormMessages } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import {
  checkCompany,
  COMPANY_LIMITS,
  companyValuesOf,
  LOGO_ACCEPT,
  logoProblem,
  type CompanyErrors,
  type CompanyField,
  type CompanyValues,
} from "./schema";
import { useCheckedForm } from "~/hooks/use-checked-form";
import { useHydrated } from "~/hooks/use-hydrated";

// The company form of Register Company and of the edit page. It is an HTML form posted to the
// route's action (multipart, for the logo), so it works without JavaScript; with it, the shared
// schema checks it before sending and the description counts its characters as you type.

const L = COMPANY_LIMITS;
const id = (name: string) => `company-${name}`;

export function CompanyForm({
  values,
  errors,
  submitText,
  pendingText,
  currentLogo,
  cancel,
}: {
  values: CompanyValues;
  errors: CompanyErrors;
  submitText: string;
  pendingText: string;
  /** The logo shown now (edit page): a new file replaces it. */
  currentLogo?: { url: string; alt: string };
  cancel?: ReactNode;
}) {
  const { checked, onSubmit } = useCheckedForm<CompanyErrors>({
    problemsOf: (posted) => {
      const result = checkCompany(companyValuesOf(posted));
      const found: CompanyErrors = result.ok ? {} : { ...result.errors };
      const logo = posted.get("logo");
      const logoError = logo instanceof File && logo.size > 0 ? logoProblem(logo) : null;
      if (logoError) found.logo = logoError;
      return found;
    },
    idOf: id,
  });
  // The textarea stays uncontrolled: what the server rendered is what is sent, script or not.
  const [descriptionLength, setDescriptionLength] = useState(values.description.trim().length);
  const shown = checked ?? errors;
  const submitting = useNavigation().state === "submitting";

  const invalid = (name: CompanyField | "logo", hint?: boolean) =>
    shown[name]
      ? {
          "aria-invalid": true as const,
          "aria-describedby": [fieldErrorId(id(name)), hint ? fieldHintId(id(name)) : ""]
            .join(" ")
            .trim(),
        }
      : hint
        ? { "aria-describedby": fieldHintId(id(name)) }
        : {};
  const firstInvalid = Object.keys(errors)[0];
  const focus = (name: string) => (checked === null && firstInvalid === name ? true : undefined);

  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit}>
      <FormMessages error={shown.form ?? null} success={null} />
      <div className="flex flex-col gap-5">
        <Field id={id("name")} label="Company name" required error={shown.name}>
          <Input
            id={id("name")}
            name="name"
            defaultValue={values.name}
            maxLength={L.nameMax}
            autoComplete="organization"
            autoFocus={focus("name")}
            {...invalid("name")}
          />
        </Field>
        <Field
          id={id("description")}
          label="Short description"
          required
          error={shown.description}
          hint={<DescriptionCounter count={descriptionLength} />}
        >
          <Textarea
            id={id("description")}
            name="description"
            defaultValue={values.description}
            rows={3}
            autoFocus={focus("description")}
            onInput={(e) => setDescriptionLength(e.currentTarget.value.trim().length)}
            {...invalid("description", true)}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id("category")} label="Category" required error={shown.category}>
            <NativeSelect
              id={id("category")}
              name="category"
              placeholder="Choose a category"
              options={VENDOR_CATEGORIES}
              defaultValue={values.category}
              autoFocus={focus("category")}
              {...invalid("category")}
            />
          </Field>
          <Field id={id("location")} label="Location" required error={shown.location}>
            <Input
              id={id("location")}
              name="location"
              defaultValue={values.location}
              maxLength={L.locationMax}
              placeholder="City, Country"
              autoFocus={focus("location")}
              {...invalid("location")}
            />
          </Field>
        </div>
        <Field
          id={id("services")}
          label="Services"
          required
          error={shown.services}
          hint={
            <FieldHint id={fieldHintId(id("services"))}>
              One per line, {L.servicesMin} to {L.servicesMax}.
            </FieldHint>
          }
        >
          <Textarea
            id={id("services")}
            name="services"
            defaultValue={values.services}
            rows={4}
            autoFocus={focus("services")}
            {...invalid("services", true)}
          />
        </Field>
        <Field
          id={id("certifications")}
          label="Certifications"
          error={shown.certifications}
          hint={
            <FieldHint id={fieldHintId(id("certifications"))}>
              Optional, one per line, such as ISO 9001.
            </FieldHint>
          }
        >
          <Textarea
            id={id("certifications")}
            name="certifications"
            defaultValue={values.certifications}
            rows={2}
            autoFocus={focus("certifications")}
            {...invalid("certifications", true)}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id("tags")}
            label="Tags"
            error={shown.tags}
            hint={
              <FieldHint id={fieldHintId(id("tags"))}>
                Optional, comma separated, at most {L.tagsMax}.
              </FieldHint>
            }
          >
            <Input
              id={id("tags")}
              name="tags"
              defaultValue={values.tags}
              autoFocus={focus("tags")}
              {...invalid("tags", true)}
            />
          </Field>
          <Field
            id={id("website")}
            label="Website"
            error={shown.website}
            hint={
              <FieldHint id={fieldHintId(id("website"))}>
                Optional, such as https://acme.com
              </FieldHint>
            }
          >
            <Input
              id={id("website")}
              name="website"
              type="url"
              inputMode="url"
              defaultValue={values.website}
              maxLength={L.websiteMax}
              autoComplete="url"
              autoFocus={focus("website")}
              {...invalid("website", true)}
            />
          </Field>
        </div>
        <Field
          id={id("logo")}
          label="Logo"
          error={shown.logo}
          hint={
            <FieldHint id={fieldHintId(id("logo"))}>
              Optional: PNG, JPEG or WebP, at most 2 MB. We make it square. Without one, your
              company gets a monogram.
            </FieldHint>
          }
        >
          <div className="flex items-center gap-4">
            {currentLogo ? (
              <img
                src={currentLogo.url}
                alt={currentLogo.alt}
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-xl bg-white ring-1 ring-slate-200"
              />
            ) : null}
            <input
              id={id("logo")}
              name="logo"
              type="file"
              accept={LOGO_ACCEPT}
              autoFocus={focus("logo")}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...invalid("logo", true)}
            />
          </div>
        </Field>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          {cancel}
          <Button type="submit" disabled={submitting}>
            {submitting ? pendingText : submitText}
          </Button>
        </div>
      </div>
    </Form>
  );
}

/** The live counter (with JavaScript); before that, the rule itself. */
function DescriptionCounter({ count }: { count: number }) {
  const hydrated = useHydrated();
  const hintId = fieldHintId(id("description"));
  if (!hydrated) {
    return (
      <FieldHint id={hintId}>
        {L.descriptionMin} to {L.descriptionMax} characters.
      </FieldHint>
    );
  }
  const outside = count > 0 && (count < L.descriptionMin || count > L.descriptionMax);
  return (
    <FieldHint id={hintId} className={outside ? "font-medium text-amber-800" : undefined}>
      <span data-testid="description-counter" aria-live="polite">
        {count} / {L.descriptionMax} characters
        {count < L.descriptionMin ? ` (at least ${L.descriptionMin})` : ""}
      </span>
    </FieldHint>
  );
}
