import { Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleSection } from "~/features/admin/console-frame";
import { fieldText } from "~/lib/form-data";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import type { Route } from "./+types/admin-certificates";

// Operators verify companies' certificates (issue 43, decision 442): the ones not yet verified,
// oldest first, each marked verified in one step. A tender's buyer verifies for their own
// tender later (certificate_verifications keeps the role and the tender).

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Certificates",
      description: "Companies' certificates waiting to be verified.",
      path: "/admin/certificates",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    return {
      certificates: await context.repo.companies.unverifiedCertificates(),
      done: url.searchParams.get("verified") ? "The certificate is marked verified." : null,
    };
  },
);

export const action = routeAction(
  { who: "operator", body: 16 * 1024 },
  async ({ context }: Route.ActionArgs, { viewer, form }) => {
    const known = await context.repo.companies.verifyCertificate(fieldText(form, "id"), viewer.id);
    if (!known) throw new Response("No such certificate.", { status: 404 });
    throw redirect("/admin/certificates?verified=1");
  },
);

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleSection
      title="Certificates"
      description={`${loaderData.certificates.length} waiting to be verified, oldest first.`}
      done={loaderData.done}
    >
      {loaderData.certificates.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing to verify.</p>
      ) : (
        <ul className="grid gap-2">
          {loaderData.certificates.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                {c.company}: {c.name} by {c.issuer}, No. {c.number}, expires on {c.expires_on}
              </span>
              <Form method="post">
                <input type="hidden" name="id" value={c.id} />
                <Button type="submit" size="sm">
                  Mark verified
                  <span className="sr-only">
                    : {c.company}, {c.name}
                  </span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
