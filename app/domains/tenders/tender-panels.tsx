import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { TENDER_LIMITS } from "./rules";
import { formatMoneyCents } from "~/lib/format";
import type { TenderActionResult } from "./tender-actions.server";
import { moneyStyleOf, type TenderData } from "./tender-parts";

// The tender page's side panels: bidding for a supplier, the buyer's tools while bids are open
// (amend, invite, cancel). The award's panel is award-panel.tsx.

export function BidPanel({ data }: { data: TenderData }) {
  const { tender, viewer } = data;
  const id = tender.id;
  if (viewer.isBuyer) {
    return (
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Bids</h2>
        <p className="mt-1 text-sm text-slate-700">
          {data.bidCount === 1 ? "1 bid received." : `${data.bidCount ?? 0} bids received.`}
        </p>
        {data.unsealed ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild>
              <Link to={`/projects/${id}/bids`}>Compare bids</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/projects/${id}/evaluate`}>Evaluate bids</Link>
            </Button>
          </div>
        ) : tender.phase !== "draft" ? (
          <p className="mt-2 text-sm text-slate-600">
            Bids stay sealed until the deadline: nobody, you included, can read them before.
          </p>
        ) : null}
        {tender.phase === "open" ? (
          <Button asChild variant="outline" className="mt-3">
            <a href="#manage">Manage tender</a>
          </Button>
        ) : null}
      </Card>
    );
  }
  if (viewer.evaluator)
    return (
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Evaluation</h2>
        <p className="mt-1 text-sm text-slate-700">
          You sit on this tender&apos;s evaluation panel.{" "}
          {data.unsealed
            ? "The bids are open: declare that you have no conflict of interest, then score them."
            : "The bids stay sealed until the deadline; you will be told when they open."}
        </p>
        {data.unsealed ? (
          <Button asChild className="mt-3">
            <Link to={`/projects/${id}/evaluate`}>Evaluate bids</Link>
          </Button>
        ) : null}
      </Card>
    );
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">
        {tender.kind === "collaboration" ? "Expressions of interest" : "Bids"}
      </h2>
      {data.myBids.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-3 text-sm">
          {data.myBids.map((b) => (
            <li key={b.id} className="rounded-md border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{b.vendorName}</p>
              <p className="text-slate-700">
                Your bid: {formatMoneyCents(b.total, moneyStyleOf(data))}
              </p>
              {b.reconfirm && tender.phase === "open" ? (
                <div className="mt-2 rounded-md bg-amber-50 p-2 text-amber-900">
                  <p className="font-semibold">Reconfirm your bid</p>
                  <p>
                    The tender was amended since you bid: check it, then reconfirm or change it.
                  </p>
                </div>
              ) : null}
              {tender.phase === "open" ? (
                <Form method="post" className="mt-2 flex flex-wrap gap-2">
                  <input type="hidden" name="bid" value={b.id} />
                  {b.reconfirm ? (
                    <Button type="submit" name="intent" value="reconfirm" size="sm">
                      Reconfirm
                    </Button>
                  ) : null}
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/projects/${id}/bid?company=${b.vendorId}`}>Change bid</Link>
                  </Button>
                  <Button type="submit" name="intent" value="withdraw" size="sm" variant="ghost">
                    Withdraw
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {tender.phase === "open" ? (
        viewer.signedIn ? (
          data.canBidWith.length > 0 ? (
            <>
              <Qualification rows={data.qualification} />
              <Button asChild className="mt-3">
                <Link to={`/projects/${id}/bid`}>
                  {tender.kind === "collaboration" ? "Express interest" : "Place a bid"}
                </Link>
              </Button>
            </>
          ) : data.myBids.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              Bids come from approved companies on the network.{" "}
              <Link to="/vendors/register" className="font-semibold text-brand-700 hover:underline">
                Register your company
              </Link>{" "}
              to take part.
            </p>
          ) : null
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            <Link
              to={`/sign-in?next=${encodeURIComponent(`/projects/${id}`)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              Sign in
            </Link>{" "}
            to bid for your company.
          </p>
        )
      ) : data.myBids.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Bidding is closed.</p>
      ) : null}
      {data.following !== null && tender.phase === "open" ? (
        <FollowForm following={data.following} />
      ) : null}
    </Card>
  );
}

/** Whether each of the member's companies meets the tender's requirements (decision 470). */
function Qualification({ rows }: { rows: TenderData["qualification"] }) {
  if (rows.length === 0) return null;
  return (
    <ul aria-label="Your companies and the requirements" className="mt-3 grid gap-2 text-sm">
      {rows.map((r) =>
        r.missing.length === 0 ? (
          <li key={r.name} className="text-emerald-800">
            {r.name} meets every requirement.
          </li>
        ) : (
          <li key={r.name} className="text-amber-900">
            {r.name} does not qualify: it has no valid certificate for {r.missing.join(", ")}.{" "}
            <Link to={r.link} className="font-semibold text-brand-700 hover:underline">
              Add a certificate
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

export function BuyerTools({
  data,
  result,
}: {
  data: TenderData;
  result: TenderActionResult | undefined;
}) {
  const id = data.tender.id;
  const err = (field: string) => (result?.field === field ? result.error : undefined);
  return (
    <>
      <Card className="scroll-mt-20 p-5" id="manage">
        <h2 className="font-semibold text-slate-900">Amend the tender</h2>
        <p className="mt-1 text-sm text-slate-700">
          Change the title, description, budget, who may bid, line items, award criteria, deadlines
          or documents. Bidders, suppliers who asked, invited companies and followers are told what
          changed.
        </p>
        <Button asChild variant="outline" className="mt-3">
          <Link to={`/projects/${id}/amend`}>Amend tender</Link>
        </Button>
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Invite a company</h2>
        {data.invitations.length > 0 ? (
          <ul className="mt-2 text-sm text-slate-700">
            {data.invitations.map((i) => (
              <li key={i.id}>
                <Link to={`/vendors/${i.slug}`} className="hover:underline">
                  {i.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="invite" />
          <Field id="invite-company" label="Company's profile address" error={err("company")}>
            <Input
              id="invite-company"
              name="company"
              placeholder="lumenstack-technologies"
              required
            />
          </Field>
          <Button type="submit" variant="outline">
            Invite to tender
          </Button>
        </Form>
        <Link
          to={`/projects/${data.tender.id}/suggestions`}
          className="mt-3 inline-block text-sm text-brand-700 underline"
        >
          Suggested suppliers
        </Link>
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Cancel the tender</h2>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <Field
            id="cancel-reason"
            label="Reason, shown to everyone"
            required
            error={err("reason")}
          >
            <Textarea
              id="cancel-reason"
              name="reason"
              rows={2}
              maxLength={TENDER_LIMITS.reasonMax}
              required
            />
          </Field>
          <Button type="submit" variant="outline">
            Cancel tender
          </Button>
        </Form>
      </Card>
      <p className="text-sm text-slate-600">
        <Link to={`/projects/${id}/ocds.json`} className="text-brand-700 hover:underline">
          Open data record (OCDS)
        </Link>
      </p>
    </>
  );
}

/** Follow the tender (told of its amendments and answers), or stop: one toggle button. */
function FollowForm({ following }: { following: boolean }) {
  return (
    <Form method="post" className="mt-4 border-t border-slate-100 pt-3">
      <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
      <Button type="submit" size="sm" variant="outline" aria-pressed={following}>
        {following ? "Following" : "Follow this tender"}
      </Button>
      <p className="mt-1 text-xs text-slate-600">
        {following
          ? "You are told of its amendments and answers. Press to stop."
          : "Be told of its amendments and answers."}
      </p>
    </Form>
  );
}
