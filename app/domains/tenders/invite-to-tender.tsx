import { Form } from "react-router";
import { Button } from "~/components/ui/button";

// "Invite to tender" for a member with running tenders: one button per tender, each posting the
// invitation to that tender's page (a plain form: no script needed). On a company's profile, and
// on each supplier of the member's shortlists.

export interface InviteOptions {
  company: { slug: string; name: string };
  tenders: { id: string; title: string }[];
}

/** The buttons alone; `named` puts the company in each, where several companies are listed. */
export function InviteButtons({
  options,
  named = false,
}: {
  options: InviteOptions;
  named?: boolean;
}) {
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="company" value={options.company.slug} />
      {options.tenders.map((t) => (
        <Button
          key={t.id}
          type="submit"
          variant="outline"
          size="sm"
          formAction={`/projects/${t.id}`}
          className="h-auto justify-start py-2 text-left whitespace-normal"
        >
          {named ? `Invite ${options.company.name} to ${t.title}` : `Invite to ${t.title}`}
        </Button>
      ))}
    </Form>
  );
}

export function InviteToTender({ options }: { options: InviteOptions }) {
  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite to tender
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Ask {options.company.name} to bid on one of your running tenders. Its owner is told.
      </p>
      <div className="mt-3">
        <InviteButtons options={options} />
      </div>
    </section>
  );
}
