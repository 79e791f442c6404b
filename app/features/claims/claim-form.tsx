import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldHint, fieldErrorId, fieldHintId, FormMessages } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { CLAIM_LIMITS, type ClaimValues } from "~/domain/claims";
import { FILE_ACCEPT } from "~/domain/form-rules";
import type { ClaimActionResult } from "./claim-action.server";

// "Is this your company?": a plain multipart form posted to the claim page's action, so it
// works without JavaScript; the server checks everything again.

const describedBy = (id: string, error: string | undefined, hint = false) =>
  [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(" ") ||
  undefined;

export function ClaimForm({
  vendorName,
  email,
  result,
}: {
  vendorName: string;
  email: string;
  result: ClaimActionResult | undefined;
}) {
  const errors = result?.errors ?? {};
  const values: ClaimValues = result?.values ?? { message: "", website: "" };
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={`Claim ${vendorName}`}
      className="flex flex-col gap-5"
      noValidate
    >
      <FormMessages error={errors.form ?? null} success={null} />
      <Field
        id="claim-message"
        label="How do you represent this company?"
        required
        error={errors.message}
      >
        <Textarea
          id="claim-message"
          name="message"
          rows={5}
          required
          minLength={CLAIM_LIMITS.messageMin}
          maxLength={CLAIM_LIMITS.messageMax}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("claim-message", errors.message)}
        />
      </Field>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Evidence: a document, or a website at your e-mail&apos;s domain
        </legend>
        <Field
          id="claim-evidence"
          label="Document"
          error={errors.evidence}
          hint={
            <FieldHint id={fieldHintId("claim-evidence")}>
              A letter on company paper, a registration extract or an invoice you issued: PDF, Word,
              PNG or JPEG, up to 10MB.
            </FieldHint>
          }
        >
          <Input
            id="claim-evidence"
            name="evidence"
            type="file"
            accept={FILE_ACCEPT}
            aria-invalid={errors.evidence ? true : undefined}
            aria-describedby={describedBy("claim-evidence", errors.evidence, true)}
          />
        </Field>
        <Field
          id="claim-website"
          label="Company website"
          error={errors.website}
          hint={
            <FieldHint id={fieldHintId("claim-website")}>
              Without a document, your account e-mail ({email}) must be at the site&apos;s domain (
              {domain}).
            </FieldHint>
          }
        >
          <Input
            id="claim-website"
            name="website"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={values.website}
            aria-invalid={errors.website ? true : undefined}
            aria-describedby={describedBy("claim-website", errors.website, true)}
          />
        </Field>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">Send claim</Button>
        <Link
          to=".."
          relative="path"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Back to the profile
        </Link>
      </div>
    </Form>
  );
}
