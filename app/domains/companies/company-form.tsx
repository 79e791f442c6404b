import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldErrorId, fieldHintId, FormMessages } from "~/components/ui/field";
import {
  checkCompany,
  companyValuesOf,
  logoProblem,
  type CompanyErrors,
  type CompanyField,
  type CompanyValues,
} from "./schema";
import {
  companyFieldId as id,
  DetailsFields,
  LogoField,
  OfferFields,
  type FieldKit,
  type InvalidProps,
} from "./company-form-fields";
import { useCheckedForm } from "~/hooks/use-checked-form";

// The company form of Register Company and of the edit page. It is an HTML form posted to the
// route's action (multipart, for the logo), so it works without JavaScript; with it, the shared
// schema checks it before sending and the description counts its characters as you type.

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

  const invalid = (name: CompanyField | "logo", hint?: boolean): InvalidProps =>
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
  const kit: FieldKit = { shown, invalid, focus };

  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit}>
      <FormMessages error={shown.form ?? null} success={null} />
      <div className="flex flex-col gap-5">
        <DetailsFields
          kit={kit}
          values={values}
          descriptionLength={descriptionLength}
          onDescriptionInput={setDescriptionLength}
        />
        <OfferFields kit={kit} values={values} />
        <LogoField kit={kit} currentLogo={currentLogo} />
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
