import type { CpvEntry } from "~/domains/classification";
import { CERTIFICATE_STATUS_LABELS, type CertificateStatus } from "./qualification";

// A company's CPV codes, identifiers and certificates on its profile (issue 43): what buyers
// may check. A certificate's file and number stay with its owner and the operators.

export interface PublicQualification {
  cpv: CpvEntry[];
  identifiers: { scheme: string; value: string }[];
  certificates: {
    id: string;
    name: string;
    issuer: string;
    expiresOn: string;
    status: CertificateStatus;
    verified: boolean;
  }[];
}

export function CompanyQualification({ data }: { data: PublicQualification }) {
  if (data.cpv.length + data.identifiers.length + data.certificates.length === 0) return null;
  return (
    <section
      aria-labelledby="qualification-heading"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="qualification-heading" className="text-lg font-semibold text-slate-900">
        Qualification
      </h2>
      {data.identifiers.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Identifiers</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
            {data.identifiers.map((identifier) => (
              <div key={`${identifier.scheme}:${identifier.value}`} className="contents">
                <dt className="font-mono">{identifier.scheme}</dt>
                <dd>{identifier.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {data.cpv.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Supplies (CPV)</h3>
          <ul className="text-sm text-slate-700">
            {data.cpv.map((entry) => (
              <li key={entry.code}>
                <span className="font-mono">{entry.code}</span> {entry.title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.certificates.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Certificates</h3>
          <ul className="grid gap-1 text-sm text-slate-700">
            {data.certificates.map((c) => (
              <li key={c.id}>
                {c.name} ({c.issuer}), {CERTIFICATE_STATUS_LABELS[c.status].toLowerCase()}
                {c.status === "expired" ? "" : ` until ${c.expiresOn}`}
                {c.verified ? ", verified" : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
