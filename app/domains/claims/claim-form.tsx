import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldBinder, FormMessages, InputField, TextareaField } from "~/components/ui/field";
import { CLAIM_LIMITS, type ClaimValues } from "./rules";
import { FILE_ACCEPT } from "~/domain/form-rules";
import type { ClaimActionResult } from "./claim-action.server";

// "Is this your company?": a plain multipart form posted to the claim page's action, so it
// works without JavaScript; the server checks everything again.

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
  const field = fieldBinder("claim", values, errors);
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
      <TextareaField
        {...field("message")}
        label="How do you represent this company?"
        rows={5}
        required
        minLength={CLAIM_LIMITS.messageMin}
        maxLength={CLAIM_LIMITS.messageMax}
      />
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Evidence: a document, or a website at your e-mail&apos;s domain
        </legend>
        <InputField
          id="claim-evidence"
          label="Document"
          name="evidence"
          type="file"
          accept={FILE_ACCEPT}
          error={errors.evidence}
          hint="A letter on company paper, a registration extract or an invoice you issued: PDF, Word, PNG or JPEG, up to 10MB."
        />
        <InputField
          {...field("website")}
          label="Company website"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={`Without a document, your account e-mail (${email}) must be at the site's domain (${domain}).`}
        />
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
