import { requirementLabel } from "./requirements";
import { FileTextIcon, GlobeIcon, LayersIcon, LockIcon } from "lucide-react";
import { TableHead } from "~/components/shared/column-heads";
import { Form, Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { TitledSection } from "~/components/shared/titled-section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessages } from "~/components/ui/field";
import { IconLabel } from "~/components/ui/icon-label";
import type { Project } from "~/data/types";
import { TENDER_PHASE_LABELS } from "./rules";
import { formatTimestamp } from "~/lib/dates";
import { formatCompactUsd, formatMoney, formatMoneyCents, groupThousands } from "~/lib/format";
import type { TenderActionResult } from "./tender-actions.server";
import { Fact, IntentButton, moneyStyleOf, type TenderData } from "./tender-parts";
import { BidPanel, BuyerTools } from "./tender-panels";
import { AwardPanelView } from "./award-panel";
import { Questions } from "./tender-questions";
import { Amendments } from "./tender-amendments";
import { TenderTimeline } from "./tender-timeline";
import { TENDER_NOTICES, type TenderNotice } from "./notices";

// A tender's page (/projects/{id}): what is asked, its documents, amendments, questions and
// answers, and what the viewer may do: bid, ask, or (the buyer) answer, amend, invite, cancel
// and compare once the bids are open. Sample projects get a simple page of their own.

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
      {/* On a phone the page is one column whose parts are reordered (the two columns' wrappers
          are \`display: contents\` there): the bid panel and the deadlines come right after the
          notices, in the first screen, and the description after them (issue 41). */}
      <PageSection className="flex max-w-6xl flex-col gap-8 lg:grid lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:flex lg:flex-col lg:gap-8">
          {/* Its live regions take no room, and no gap, until they say something. */}
          <div className="order-1 -mb-8 has-[p]:mb-0 lg:order-none">
            <FormMessages
              error={result?.error ?? null}
              success={notice ? TENDER_NOTICES[notice] : null}
            />
          </div>
          <div className="order-1 flex flex-col gap-8 empty:hidden lg:order-none">
            <TenderOutcome data={data} />
          </div>
          <div className="order-4 flex flex-col gap-8 lg:order-none">
            <TenderContent tender={tender} />
            <Amendments amendments={data.amendments} />
          </div>
          <div className="order-5 lg:order-none">
            <Questions data={data} result={result} />
          </div>
          {data.timeline ? (
            <div className="order-6 lg:order-none">
              <TenderTimeline timeline={data.timeline} />
            </div>
          ) : null}
        </div>

        <aside className="contents lg:flex lg:flex-col lg:gap-6" aria-label="Tender details">
          <div className="order-3 lg:order-1">
            <TenderFacts data={data} />
          </div>
          <div className="order-2 lg:order-2">
            <BidPanel data={data} />
          </div>
          {viewer.isBuyer && phase === "open" ? (
            <div className="order-6 flex flex-col gap-6 lg:order-3">
              <BuyerTools data={data} result={result} />
            </div>
          ) : null}
        </aside>
      </PageSection>
    </>
  );
}

/** How the tender stands when it is no longer simply open: cancelled, awarded, closed, a draft. */
function TenderOutcome({ data }: { data: TenderData }) {
  const { tender } = data;
  const phase = tender.phase;
  return (
    <>
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
            <Link to={`/vendors/${tender.award.vendorSlug}`} className="font-semibold underline">
              {tender.award.vendorName}
            </Link>
            {tender.award.total !== null
              ? ` for ${formatMoneyCents(tender.award.total, moneyStyleOf(data))}`
              : ""}
            .
          </p>
          {tender.awardReason ? (
            <p className="mt-1 text-sm text-emerald-900">The reason: {tender.awardReason}</p>
          ) : null}
        </Card>
      ) : null}
      {data.award ? <AwardPanelView data={data} award={data.award} /> : null}
      {data.lotAwards.map((award) => (
        <AwardPanelView key={award.lot?.number} data={data} award={award} />
      ))}
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
            <Button asChild variant="outline">
              <Link to={`/projects/${tender.id}/edit`}>Edit draft</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/projects/${tender.id}/suggestions`}>Suggested suppliers</Link>
            </Button>
            <IntentButton intent="publish">Publish tender</IntentButton>
            <IntentButton intent="delete" variant="outline">
              Delete draft
            </IntentButton>
          </Form>
        </Card>
      ) : null}
    </>
  );
}

/** A tender's line items (or one lot's). */
function ItemsTable({ items, caption }: { items: TenderData["tender"]["items"]; caption: string }) {
  // On a phone the table may scroll sideways: the region takes focus so keys can scroll it.
  return (
    <div
      className="mt-3 overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          variant="plain"
          columns={[
            "Item",
            { label: "Quantity", className: "text-right" },
            "Unit",
            "Specification",
            "CPV code",
          ]}
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {item.item}
              </th>
              <td className="py-2 pr-4 text-right">{groupThousands(item.quantity)}</td>
              <td className="py-2 pr-4">{item.unit}</td>
              <td className="py-2 pr-4 text-slate-600">{item.specification}</td>
              <td className="py-2 text-slate-600">
                {item.classification ? (
                  <>
                    <span className="font-mono whitespace-nowrap">{item.classification.code}</span>{" "}
                    {item.classification.title}
                  </>
                ) : (
                  "None"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A tender split into lots: each lot with its description and its items (decision 390). */
function TenderLots({ tender }: { tender: TenderData["tender"] }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        Suppliers bid on some or all of the lots
        {tender.maxLotsPerSupplier !== null ? `, at most ${tender.maxLotsPerSupplier} each` : ""};
        each lot is compared and awarded on its own.
      </p>
      {tender.lots.map((lot) => (
        <section key={lot.number} aria-labelledby={`lot-${lot.number}`} className="mt-4">
          <h3 id={`lot-${lot.number}`} className="font-semibold text-slate-900">
            Lot {lot.number}: {lot.title}
          </h3>
          {lot.description ? (
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{lot.description}</p>
          ) : null}
          <ItemsTable
            items={tender.items.filter((i) => i.lot === lot.number)}
            caption={`The items of lot ${lot.number}`}
          />
        </section>
      ))}
    </>
  );
}

/** What the buyer asks for: the description, line items, criteria and documents. */
function TenderContent({ tender }: { tender: TenderData["tender"] }) {
  return (
    <>
      <Card className="p-6">
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <IconLabel icon={GlobeIcon}>{tender.region}</IconLabel>
          <IconLabel icon={LayersIcon}>{tender.sector}</IconLabel>
        </div>
        <p className="mt-4 whitespace-pre-line text-slate-700">{tender.description}</p>
      </Card>

      {tender.items.length > 0 ? (
        <TitledSection id="items" title={tender.lots.length > 0 ? "Lots" : "Line items"}>
          {tender.lots.length > 0 ? (
            <TenderLots tender={tender} />
          ) : (
            <ItemsTable items={tender.items} caption="What the buyer asks for" />
          )}
        </TitledSection>
      ) : null}

      {tender.requirements.length > 0 ? (
        <TitledSection id="requirements" title="Required certificates">
          <p className="mt-2 text-sm text-slate-600">
            A company bids only with a valid certificate of each, not expired when it bids.
          </p>
          <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
            {tender.requirements.map((r) => (
              <li key={r.name}>{requirementLabel(r)}</li>
            ))}
          </ul>
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
    </>
  );
}

/**
 * The tender's dates (in its own zone, with the zone's name), status and budget (as this viewer
 * may see it, in the tender's currency and the viewer's locale).
 */
function TenderFacts({ data }: { data: TenderData }) {
  const { tender } = data;
  return (
    <Card className="p-5">
      <dl className="grid gap-3">
        <Fact label="Bids until">
          <time dateTime={tender.bidDeadline}>{tender.bidDeadlineText}</time>
        </Fact>
        <Fact label="Questions until">
          <time dateTime={tender.questionDeadline}>{tender.questionDeadlineText}</time>
        </Fact>
        <Fact label="Status">{TENDER_PHASE_LABELS[tender.phase]}</Fact>
        <Fact label="Budget">
          {tender.budget !== null
            ? formatMoney(tender.budget, moneyStyleOf(data), true)
            : "Not disclosed"}
          {tender.budgetHiddenFromSuppliers ? " (hidden from suppliers)" : ""}
        </Fact>
        {tender.publishedAt ? (
          <Fact label="Published">{formatTimestamp(tender.publishedAt)}</Fact>
        ) : null}
      </dl>
    </Card>
  );
}
