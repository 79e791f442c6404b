import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { BidderCertificate } from "./data/requirements.server";

// The bidders' certificates on the buyer's comparison (issue 43 item 4, decision 470): each
// company's certificates with what they meet of the tender's requirements, a download, and a
// button to mark one verified for this tender.

export function BidderCertificates({
  bidders,
  done,
}: {
  bidders: { company: string; certificates: BidderCertificate[] }[];
  done: boolean;
}) {
  if (bidders.length === 0) return null;
  return (
    <section aria-labelledby="certificates-heading" className="mt-8">
      <h2 id="certificates-heading" className="text-lg font-semibold text-slate-900">
        Bidders&apos; certificates
      </h2>
      {done ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          The certificate is marked verified for this tender.
        </p>
      ) : null}
      <div className="mt-3 grid gap-4">
        {bidders.map((b) => (
          <Card key={b.company} className="p-4">
            <h3 className="font-semibold text-slate-900">{b.company}</h3>
            {b.certificates.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No certificates.</p>
            ) : (
              <ul className="mt-2 grid gap-3 text-sm">
                {b.certificates.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-medium">{c.name}</span>
                    <span className="text-slate-600">
                      {c.issuer}, {c.expired ? "expired" : "valid through"} {c.expiresOn}
                    </span>
                    <span className="text-slate-600">
                      {c.meets.length > 0 ? `Meets ${c.meets.join(", ")}` : "Meets no requirement"}
                    </span>
                    <a
                      href={`/certificates/${c.id}/file`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      Download {c.name}
                    </a>
                    {c.verifiedByBuyer ? (
                      <span className="text-emerald-800">Verified by you</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="certificate" value={c.id} />
                        <Button type="submit" size="sm" variant="outline">
                          Mark {c.name} verified
                        </Button>
                      </Form>
                    )}
                    {c.verified && !c.verifiedByBuyer ? (
                      <span className="text-emerald-800">Verified by the site</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
