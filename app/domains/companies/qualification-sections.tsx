import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages, InputField, SelectField, TextareaField } from "~/components/ui/field";
import { CpvPicker, IDENTIFIER_FORMATS, type CpvEntry } from "~/domains/classification";
import {
  CERTIFICATE_STATUS_LABELS,
  type Certificate,
  type CompanyIdentifier,
} from "./qualification";

// The qualification page's three forms (routes/account-company-qualification.tsx): the CPV
// codes with the picker, the identifiers, and the certificates. Each shows its own refusal.

export interface QualificationData {
  cpv: { chosen: CpvEntry[]; results: CpvEntry[] | null; query: string };
  identifiers: CompanyIdentifier[];
  schemes: { code: string; name: string; country: string }[];
  certificates: Omit<Certificate, "file" | "companyId">[];
  saved: string | null;
}

interface Answer {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const SAVED: Record<string, string> = {
  capabilities: "Your CPV codes are saved.",
  identifier: "The identifier is added.",
  "identifier-removed": "The identifier is removed.",
  certificate: "The certificate is added.",
  "certificate-removed": "The certificate is removed.",
};

function IdentifierSection({ data, answer }: { data: QualificationData; answer?: Answer }) {
  const mine = answer?.form === "identifier" ? answer : undefined;
  const schemeNames = new Map(data.schemes.map((s) => [s.code, `${s.code}: ${s.name}`]));
  return (
    <section aria-labelledby="identifiers-heading" className="grid gap-3">
      <h2 id="identifiers-heading" className="text-lg font-semibold">
        Identifiers
      </h2>
      {data.identifiers.length > 0 ? (
        <ul className="grid gap-1">
          {data.identifiers.map((identifier) => (
            <li key={identifier.id} className="flex items-center gap-3 text-sm">
              <span>
                <span className="font-mono">{identifier.scheme}</span> {identifier.value}
              </span>
              <Form method="post">
                <input type="hidden" name="id" value={identifier.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="identifier-remove"
                  variant="outline"
                  size="sm"
                >
                  Remove
                  <span className="sr-only">
                    {" "}
                    {identifier.scheme} {identifier.value}
                  </span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No identifiers yet.</p>
      )}
      <Form method="post" className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="identifier-scheme"
          name="scheme"
          label="Register"
          placeholder="Choose a register"
          options={data.schemes.map((s) => s.code)}
          labelOf={(code) => schemeNames.get(code) ?? code}
          defaultValue={mine?.values.scheme ?? ""}
          error={mine?.errors.scheme}
          required
        />
        <InputField
          id="identifier-value"
          name="identifier"
          label="Identifier"
          defaultValue={mine?.values.identifier ?? ""}
          error={mine?.errors.identifier}
          hint={`Checked where the register's format is known (${Object.keys(IDENTIFIER_FORMATS).length} registers, such as GB-COH: 8 characters).`}
          required
        />
        <div>
          <Button type="submit" name="intent" value="identifier-add">
            Add identifier
          </Button>
        </div>
      </Form>
    </section>
  );
}

function CertificateList({ certificates }: { certificates: QualificationData["certificates"] }) {
  if (certificates.length === 0)
    return <p className="text-sm text-slate-600">No certificates yet.</p>;
  return (
    <ul className="grid gap-2">
      {certificates.map((c) => (
        <li key={c.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-medium">
            {c.name} · {c.issuer} · No. {c.number}
          </p>
          <p>
            Expires on {c.expiresOn}: <strong>{CERTIFICATE_STATUS_LABELS[c.status]}</strong>
            {c.verified ? " · Verified by ProcureConnect" : " · Not verified yet"}
          </p>
          {c.scope ? <p className="text-slate-600">{c.scope}</p> : null}
          <Form method="post">
            <input type="hidden" name="id" value={c.id} />
            <Button
              type="submit"
              name="intent"
              value="certificate-remove"
              variant="outline"
              size="sm"
            >
              Remove<span className="sr-only"> {c.name}</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function CertificateSection({ data, answer }: { data: QualificationData; answer?: Answer }) {
  const mine = answer?.form === "certificate" ? answer : undefined;
  const field = (name: string) => ({
    id: `certificate-${name}`,
    name,
    defaultValue: mine?.values[name] ?? "",
    error: mine?.errors[name],
  });
  return (
    <section aria-labelledby="certificates-heading" className="grid gap-3">
      <h2 id="certificates-heading" className="text-lg font-semibold">
        Certificates
      </h2>
      <CertificateList certificates={data.certificates} />
      <Form method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2">
        <FormMessages error={mine?.errors.form ?? null} success={null} />
        <InputField {...field("name")} label="Certificate" hint="Such as ISO 9001" required />
        <InputField {...field("issuer")} label="Issued by" required />
        <InputField {...field("number")} label="Number" required />
        <InputField {...field("expiresOn")} type="date" label="Expires on" required />
        <TextareaField {...field("scope")} label="Scope" fieldClassName="sm:col-span-2" />
        <InputField
          id="certificate-file"
          name="file"
          type="file"
          label="File"
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          hint="PDF, PNG or JPEG, up to 10 MB. Only you and our operators can open it."
          error={mine?.errors.file}
          required
        />
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="certificate-add">
            Add certificate
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function QualificationSections({
  data,
  answer,
}: {
  data: QualificationData;
  answer?: Answer;
}) {
  const cpvAnswer = answer?.form === "capabilities" ? answer : undefined;
  return (
    <div className="grid gap-8">
      <FormMessages
        error={null}
        success={!answer && data.saved ? (SAVED[data.saved] ?? null) : null}
      />
      <section aria-labelledby="cpv-heading" className="grid gap-3">
        <h2 id="cpv-heading" className="text-lg font-semibold">
          What you supply
        </h2>
        <Form method="post" className="grid gap-3">
          <CpvPicker
            legend="CPV codes"
            chosen={data.cpv.chosen}
            results={data.cpv.results}
            query={data.cpv.query}
            error={cpvAnswer?.errors.cpv ?? cpvAnswer?.errors.form}
          />
          <div>
            <Button type="submit" name="intent" value="capabilities">
              Save codes
            </Button>
          </div>
        </Form>
      </section>
      <IdentifierSection data={data} answer={answer} />
      <CertificateSection data={data} answer={answer} />
    </div>
  );
}
