import { FileTextIcon, GlobeIcon, LayersIcon, LockIcon } from "lucide-react";
import { TableHead } from "~/components/shared/column-heads";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { TitledSection } from "~/components/shared/titled-section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FieldHint, fieldHintId, FormMessages } from "~/components/ui/field";
import { IconLabel } from "~/components/ui/icon-label";
import { Input, Textarea } from "~/components/ui/input";
import type { Project } from "~/data/types";
import { TENDER_LIMITS, TENDER_PHASE_LABELS } from "./rules";
import { formatTimestamp } from "~/lib/dates";
import { formatCompactUsd, formatUsd, formatUsdCents, groupThousands } from "~/lib/format";
import { useHydrated } from "~/hooks/use-hydrated";
import { LocalTime } from "~/components/shared/local-time";
import { ReviewForm } from "~/features/reviews/review-form";
import type { AwardReview, TenderPageData } from "./tender-page.server";
import type { TenderActionResult } from "./tender-actions.server";
import { TENDER_NOTICES, type TenderNotice } from "./notices";

// A tender's page (/projects/{id}): what is asked, its documents, addenda, questions and
// answers, and what the viewer may do: bid, ask, or (the buyer) answer, amend, invite, cancel
// and compare once the bids are open. Sample projects get a simple page of their own.

type TenderData = Extract<TenderPageData, { kind: "tender" }>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export function SampleProjectPage({ project }: { project: Project }) {
  return (
    <>
      <PageHeader eyebrow={project.status} title={project.title}>
        <div className="mt-4">
          <BackLink to="/projects" label="Back to Projects" />
        </div>
      </PageHeader>
      <PageSection className="max-w-4xl">
        <Card className="p-6">
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <IconLabel icon={GlobeIcon}>{project.region}</IconLabel>
            <IconLabel icon={LayersIcon}>{project.sector}</IconLabel>
          </div>
          <p className="mt-4 text-slate-700">{project.description}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Fact label="Status">{project.status}</Fact>
            <Fact label="Budget">{formatCompactUsd(project.budget)}</Fact>
          </dl>
          <p className="mt-6 text-sm text-slate-600">
            This is an example project from the ProcureConnect showcase. To ask suppliers for prices
            on a real need,{" "}
            <Link to="/projects/new" className="font-semibold text-brand-700 hover:underline">
              publish a tender
            </Link>
            .
          </p>
        </Card>
      </PageSection>
    </>
  );
}

function IntentButton({
  intent,
  children,
  variant = "default",
}: {
  intent: string;
  children: ReactNode;
  variant?: "default" | "outline";
}) {
  return (
    <Button type="submit" name="intent" value={intent} variant={variant}>
      {children}
    </Button>
  );
}

export function TenderPage({
  data,
  notice,
  result,
}: {
  data: TenderData;
  notice: TenderNotice | null;
  result: TenderActionResult | undefined;
}) {
  const { tender, viewer } = data;
  const phase = tender.phase;

  return (
    <>
      <PageHeader
        eyebrow={TENDER_PHASE_LABELS[phase]}
        title={tender.title}
        description={`${tender.buyerName} · ${tender.kind === "collaboration" ? "Seeking partners" : "Request for bids"}`}
      >
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <BackLink to="/projects" label="Back to Projects" />
          {tender.visibility === "invited" ? (
            <Badge variant="neutral">
              <LockIcon className="mr-1 size-3" aria-hidden="true" />
              Invited companies only
            </Badge>
          ) : null}
        </div>
      </PageHeader>
      <PageSection className="grid max-w-6xl gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          <FormMessages
            error={result?.error ?? null}
            success={notice ? TENDER_NOTICES[notice] : null}
          />
          {phase === "cancelled" ? (
            <Card className="border-amber-300 bg-amber-50 p-5">
              <h2 className="font-semibold text-amber-900">
                {tender.cancelledByOperator
                  ? "This tender was unpublished by the site's operators"
                  : "This tender was cancelled"}
              </h2>
              {tender.cancelReason ? (
                <p className="mt-1 text-sm text-amber-900">The reason: {tender.cancelReason}</p>
              ) : null}
            </Card>
          ) : null}
          {phase === "awarded" && tender.award ? (
            <Card className="border-emerald-300 bg-emerald-50 p-5">
              <h2 className="font-semibold text-emerald-900">Awarded</h2>
              <p className="mt-1 text-sm text-emerald-900">
                The contract was awarded to{" "}
                <Link
                  to={`/vendors/${tender.award.vendorSlug}`}
                  className="font-semibold underline"
                >
                  {tender.award.vendorName}
                </Link>
                {tender.award.total !== null
                  ? ` for ${formatUsdCents(tender.award.total / 100)}`
                  : ""}
                .
              </p>
              {tender.awardReason ? (
                <p className="mt-1 text-sm text-emerald-900">The reason: {tender.awardReason}</p>
              ) : null}
            </Card>
          ) : null}
          {data.awardReview && tender.award ? (
            <ReviewAwarded tenderId={tender.id} award={tender.award} review={data.awardReview} />
          ) : null}
          {phase === "closed" ? (
            <Card className="p-5">
              <h2 className="font-semibold text-slate-900">Closed without award</h2>
              {tender.awardReason ? (
                <p className="mt-1 text-sm text-slate-700">The reason: {tender.awardReason}</p>
              ) : null}
            </Card>
          ) : null}
          {phase === "draft" ? (
            <Card className="border-brand-200 bg-brand-50 p-5">
              <h2 className="font-semibold text-brand-900">Preview of your draft</h2>
              <p className="mt-1 text-sm text-brand-900">
                Only you can see this page. Publish it to open it for questions and bids.
              </p>
              <Form method="post" className="mt-3 flex flex-wrap gap-3">
                <IntentButton intent="publish">Publish tender</IntentButton>
                <IntentButton intent="delete" variant="outline">
                  Delete draft
                </IntentButton>
              </Form>
            </Card>
          ) : null}

          <Card className="p-6">
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <IconLabel icon={GlobeIcon}>{tender.region}</IconLabel>
              <IconLabel icon={LayersIcon}>{tender.sector}</IconLabel>
            </div>
            <p className="mt-4 whitespace-pre-line text-slate-700">{tender.description}</p>
          </Card>

          {tender.items.length > 0 ? (
            <TitledSection id="items" title="Line items">
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">What the buyer asks for</caption>
                  <TableHead
                    variant="plain"
                    columns={[
                      "Item",
                      { label: "Quantity", className: "text-right" },
                      "Unit",
                      "Specification",
                    ]}
                  />
                  <tbody>
                    {tender.items.map((item) => (
                      <tr key={item.id} className="border-b border-slate-100">
                        <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                          {item.item}
                        </th>
                        <td className="py-2 pr-4 text-right">{groupThousands(item.quantity)}</td>
                        <td className="py-2 pr-4">{item.unit}</td>
                        <td className="py-2 text-slate-600">{item.specification}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </TitledSection>
          ) : null}

          {tender.criteria.length > 0 ? (
            <TitledSection id="criteria" title="Award criteria">
              <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
                {tender.criteria.map((c) => (
                  <li key={c.name}>
                    {c.name}: weight {c.weight}
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}

          {tender.documents.length > 0 ? (
            <TitledSection id="documents" title="Documents">
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {tender.documents.map((d) => (
                  <li key={d.id}>
                    <a
                      href={`/projects/${tender.id}/documents/${d.id}`}
                      className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                    >
                      <FileTextIcon className="size-4" aria-hidden="true" />
                      {d.name}
                    </a>{" "}
                    <span className="text-slate-600">({Math.ceil(d.size / 1024)} KB)</span>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}

          {tender.addenda.length > 0 ? (
            <TitledSection id="addenda" title="Addenda">
              <ol className="mt-2 flex flex-col gap-3">
                {tender.addenda.map((a) => (
                  <li key={a.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="text-slate-600">{formatTimestamp(a.createdAt)}</p>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{a.body}</p>
                  </li>
                ))}
              </ol>
            </TitledSection>
          ) : null}

          <Questions data={data} result={result} />
        </div>

        <aside className="flex flex-col gap-6" aria-label="Tender details">
          <Card className="p-5">
            <dl className="grid gap-3">
              <Fact label="Status">{TENDER_PHASE_LABELS[phase]}</Fact>
              <Fact label="Budget">
                {tender.budget !== null ? formatUsd(tender.budget) : "Not disclosed"}
                {tender.budgetHiddenFromSuppliers ? " (hidden from suppliers)" : ""}
              </Fact>
              <Fact label="Questions until">
                <LocalTime iso={tender.questionDeadline} />
              </Fact>
              <Fact label="Bids until">
                <LocalTime iso={tender.bidDeadline} />
              </Fact>
              {tender.publishedAt ? (
                <Fact label="Published">{formatTimestamp(tender.publishedAt)}</Fact>
              ) : null}
            </dl>
          </Card>
          <BidPanel data={data} />
          {viewer.isBuyer && phase === "open" ? <BuyerTools data={data} result={result} /> : null}
        </aside>
      </PageSection>
    </>
  );
}

/**
 * The buyer of an awarded tender reviews the company it went to, through the profile's review
 * form: the review is marked "Verified buyer" (docs/decisions/133).
 */
function ReviewAwarded({
  tenderId,
  award,
  review,
}: {
  tenderId: string;
  award: NonNullable<TenderData["tender"]["award"]>;
  review: AwardReview;
}) {
  const profile = `/vendors/${award.vendorSlug}`;
  return (
    <Card className="p-5">
      <TitledSection id="review-awarded" title={`Review ${award.vendorName}`}>
        {review.verified ? (
          <p className="mt-2 text-sm text-slate-700">
            Your review of {award.vendorName} is published and marked Verified buyer.{" "}
            <Link to={`${profile}#reviews`} className="font-semibold text-brand-700 underline">
              See it on their profile
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-2 mb-4 text-sm text-slate-700">
              Once the work is done, tell other buyers how it went. Your review shows on{" "}
              {award.vendorName}&apos;s profile marked Verified buyer
              {review.own ? ", in place of your earlier review of them" : ""}.
            </p>
            <ReviewForm
              mode={review.own ? "update" : "create"}
              stored={review.own ?? undefined}
              result={null}
              action={profile}
              tender={tenderId}
            />
          </>
        )}
      </TitledSection>
    </Card>
  );
}

function BidPanel({ data }: { data: TenderData }) {
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
          <Button asChild className="mt-3">
            <Link to={`/projects/${id}/bids`}>Compare bids</Link>
          </Button>
        ) : tender.phase !== "draft" ? (
          <p className="mt-2 text-sm text-slate-600">
            Bids stay sealed until the deadline: nobody, you included, can read them before.
          </p>
        ) : null}
      </Card>
    );
  }
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
              <p className="text-slate-700">Your bid: {formatUsdCents(b.total / 100)}</p>
              {b.reconfirm && tender.phase === "open" ? (
                <p className="mt-1 font-medium text-amber-800">
                  To reconfirm: the tender changed since you bid.
                </p>
              ) : null}
              {tender.phase === "open" ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/projects/${id}/bid?company=${b.vendorId}`}>
                      Change or reconfirm
                    </Link>
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="bid" value={b.id} />
                    <Button type="submit" name="intent" value="withdraw" size="sm" variant="ghost">
                      Withdraw
                    </Button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {tender.phase === "open" ? (
        viewer.signedIn ? (
          data.canBidWith.length > 0 ? (
            <Button asChild className="mt-3">
              <Link to={`/projects/${id}/bid`}>
                {tender.kind === "collaboration" ? "Express interest" : "Place a bid"}
              </Link>
            </Button>
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
    </Card>
  );
}

function BuyerTools({
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
      <Card className="p-5">
        <h2 className="font-semibold text-slate-900">Publish an addendum</h2>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="amend" />
          <TzOffset />
          <Field id="addendum" label="What changes" required error={err("addendum")}>
            <Textarea
              id="addendum"
              name="addendum"
              rows={3}
              maxLength={TENDER_LIMITS.addendumMax}
              required
            />
          </Field>
          <Field
            id="new-deadline"
            label="Extend bids until (optional)"
            error={err("bidDeadline")}
            hint={
              <FieldHint id={fieldHintId("new-deadline")}>
                Later than the current deadline. <ZoneHint />
              </FieldHint>
            }
          >
            <Input
              id="new-deadline"
              name="bidDeadline"
              type="datetime-local"
              aria-describedby={fieldHintId("new-deadline")}
            />
          </Field>
          <Button type="submit" variant="outline">
            Publish addendum
          </Button>
        </Form>
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

/** In which time zone a date field is read. */
function ZoneHint() {
  return useHydrated() ? "In your time zone." : "In UTC.";
}

/** The browser's offset from UTC for datetime fields; without scripts the server reads UTC. */
export function TzOffset() {
  const hydrated = useHydrated();
  return (
    <input
      type="hidden"
      name="tzOffset"
      value={hydrated ? String(-new Date().getTimezoneOffset()) : "0"}
    />
  );
}

function Questions({ data, result }: { data: TenderData; result: TenderActionResult | undefined }) {
  const { viewer } = data;
  const err = (field: string) => (result?.field === field ? result.error : undefined);
  return (
    <TitledSection id="questions" title="Questions and answers" anchor>
      {data.questions.length === 0 && data.myQuestions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No questions answered yet.</p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-4">
        {data.questions.map((q) => (
          <li key={q.id} className="rounded-md border border-slate-200 p-4 text-sm">
            <p className="font-medium text-slate-900">Q: {q.body}</p>
            {q.answer ? (
              <p className="mt-2 whitespace-pre-line text-slate-700">A: {q.answer}</p>
            ) : viewer.isBuyer ? (
              <Form method="post" className="mt-3 flex flex-col gap-2">
                <input type="hidden" name="intent" value="answer" />
                <input type="hidden" name="question" value={q.id} />
                <Field
                  id={`answer-${q.id}`}
                  label="Your answer, public without the asker's name"
                  error={err(`answer-${q.id}`)}
                >
                  <Textarea
                    id={`answer-${q.id}`}
                    name="answer"
                    rows={3}
                    maxLength={TENDER_LIMITS.answerMax}
                  />
                </Field>
                <Button type="submit" size="sm" className="self-start">
                  Publish answer
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
        {data.myQuestions.map((q) => (
          <li key={q.id} className="rounded-md border border-dashed border-slate-300 p-4 text-sm">
            <p className="font-medium text-slate-900">Your question: {q.body}</p>
            <p className="mt-1 text-slate-600">Waiting for the buyer&apos;s answer.</p>
          </li>
        ))}
      </ul>
      {data.questionsOpen && viewer.signedIn && !viewer.isBuyer ? (
        <Form method="post" className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="intent" value="ask" />
          <Field id="question" label="Ask the buyer a question" error={err("question")}>
            <Textarea
              id="question"
              name="question"
              rows={3}
              maxLength={TENDER_LIMITS.questionMax}
              required
            />
          </Field>
          <p className="text-sm text-slate-600">
            The answer is published here for every bidder; your name is not.
          </p>
          <Button type="submit" size="sm" className="self-start">
            Send question
          </Button>
        </Form>
      ) : data.questionsOpen && !viewer.signedIn ? (
        <p className="mt-3 text-sm text-slate-600">
          <Link
            to={`/sign-in?next=${encodeURIComponent(`/projects/${data.tender.id}#questions`)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </Link>{" "}
          to ask a question.
        </p>
      ) : null}
    </TitledSection>
  );
}
