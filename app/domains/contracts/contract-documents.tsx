import { Form, Link } from "react-router";
import { TitledSection } from "~/components/shared/titled-section";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages, InputField, SelectField } from "~/components/ui/field";
import { formatTimestamp } from "~/lib/dates";
import type { ContractDocument } from "./data/attachments.server";

// A contract's documents (docs/decisions/416): the list its two parties download from, the
// buyer's way to attach more, and the buyer's form for it (a plain multipart form).

const ACCEPT =
  ".pdf,.doc,.docx,.xls,.xlsx,.csv,.png,.jpg,.jpeg,application/pdf,text/csv,image/png,image/jpeg";

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

/** The two sides' conversation (a request thread): opened on the first press, then each side's page. */
export function ConversationForm({ other }: { other: string }) {
  return (
    <Form method="post" aria-label="Conversation" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="conversation" />
      <Button type="submit" variant="outline">
        Conversation with {other}
      </Button>
      <span className="text-sm text-slate-600">Messages and files, between the two of you.</span>
    </Form>
  );
}

export function ContractDocuments({
  contractId,
  documents,
  amendments,
  canAttach,
}: {
  contractId: string;
  documents: readonly ContractDocument[];
  amendments: readonly { id: string; reason: string }[];
  canAttach: boolean;
}) {
  if (documents.length === 0 && !canAttach) return null;
  const reasonOf = new Map(amendments.map((a) => [a.id, a.reason]));
  return (
    <TitledSection id="documents" anchor title="Documents">
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No documents yet.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {documents.map((d) => (
            <li key={d.id}>
              <a
                href={`/contracts/${contractId}/documents/${d.id}`}
                download
                className="font-medium text-brand-700 underline"
              >
                {d.name}
              </a>{" "}
              <span className="text-slate-600">
                ({sizeLabel(d.size)}, {formatTimestamp(d.createdAt)}
                {d.amendmentId ? `, amendment: ${reasonOf.get(d.amendmentId) ?? ""}` : ""})
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAttach ? (
        <Link
          to={`/contracts/${contractId}/documents`}
          className={`${buttonVariants({ variant: "outline" })} mt-3 self-start`}
        >
          Attach documents
        </Link>
      ) : null}
    </TitledSection>
  );
}

export function DocumentsForm({
  amendments,
  error,
}: {
  amendments: readonly { id: string; reason: string }[];
  error: string | null;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="attach-heading"
      className="flex flex-col gap-4"
    >
      <h2 id="attach-heading" className="text-lg font-semibold text-slate-900">
        Attach documents
      </h2>
      <FormMessages error={error} success={null} />
      <InputField
        id="documents"
        label="Documents"
        name="documents"
        type="file"
        multiple
        required
        accept={ACCEPT}
        hint="PDF, Word, Excel, CSV, PNG or JPEG, up to 10MB each. Both parties can download them."
      />
      {amendments.length > 0 ? (
        <SelectField
          id="amendment"
          label="They belong to"
          name="amendment"
          defaultValue=""
          placeholder="The contract"
          options={amendments.map((a) => a.id)}
          labelOf={(id) => `Amendment: ${amendments.find((a) => a.id === id)?.reason ?? ""}`}
        />
      ) : null}
      <Button type="submit" className="self-start">
        Attach the documents
      </Button>
    </Form>
  );
}
