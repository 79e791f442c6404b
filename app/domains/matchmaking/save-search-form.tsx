import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

// "Save this search" under /projects' filters: the current filters, posted as a saved search for
// tenders (a plain form: no script needed), and the way to the member's tenders for them.

export interface SearchFields {
  cpv?: string;
  q?: string;
  region?: string;
  /** The /projects budget filter ("at most") as the search's highest value. */
  max?: number;
}

export function SaveTenderSearch({ fields }: { fields: SearchFields }) {
  const any = !!(fields.cpv || fields.q || fields.region || fields.max !== undefined);
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 text-sm">
      {any ? (
        <Form method="post" action="/account/tender-searches">
          {fields.cpv ? <input type="hidden" name="cpv" value={fields.cpv} /> : null}
          {fields.q ? <input type="hidden" name="q" value={fields.q} /> : null}
          {fields.region ? <input type="hidden" name="region" value={fields.region} /> : null}
          {fields.max !== undefined ? (
            <input type="hidden" name="max" value={String(fields.max)} />
          ) : null}
          <Button type="submit" variant="outline" size="sm">
            Alert me to new tenders like these
          </Button>
        </Form>
      ) : null}
      <Link to="/account/tenders-for-you" className="text-brand-700 underline">
        Tenders for you
      </Link>
      <Link to="/account/tender-searches" className="text-brand-700 underline">
        Saved searches
      </Link>
    </div>
  );
}
