import type { AppLoadContext } from "react-router";
import { notFound } from "~/lib/access.server";
import type { Release } from "~/lib/ocds-merge";
import { ocdsPackage, type ocdsRelease, type OcdsParty } from "~/domains/tenders/index";
import { publicTenderRelease } from "~/domains/tenders/index.server";
import type { ContractFile } from "./data/reads.server";
import {
  contractRelease,
  recordPackage,
  type ContractTerms,
  type OcdsContractInput,
} from "./ocds-contracts";
import type { ContractChange } from "./rules";

// A tender's contracts in its open data (issue 42 item 8, docs/decisions/415): once a contract is
// active it is public, and its releases follow the tender's in the process's release package
// (/projects/{id}/ocds.json); the process's record package (/projects/{id}/ocds-record.json)
// holds them all with the compiled release. A draft or declined contract is never published.

type TenderRelease = ReturnType<typeof ocdsRelease>;

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => `${day}T23:59:59.000Z`;

type Terms = { value: number; periodStart: string; periodEnd: string };
const termsOf = (t: Terms): ContractTerms => ({
  value: t.value,
  startDate: startOf(t.periodStart),
  endDate: endOf(t.periodEnd),
});
const applied = (t: Terms, changes: ContractChange[], side: "before" | "after"): Terms =>
  changes.reduce(
    (acc, ch) => ({ ...acc, [ch.field]: ch.field === "value" ? Number(ch[side]) : ch[side] }),
    t,
  );

/** The process's parties and award as the tender's release names them; null without an award. */
export function processOf(release: TenderRelease, lotId: string | null = null) {
  const buyer = release.parties.find((p: OcdsParty) => p.id === release.buyer?.id);
  // A lot's contract comes from that lot's award, and its supplier is that award's (decision 451).
  const award = lotId
    ? release.awards.find((a) => a.relatedLots.length === 1 && a.relatedLots[0] === lotId)
    : release.awards[0];
  const supplierId = award?.suppliers[0]?.id;
  const supplier = release.parties.find((p: OcdsParty) => p.id === supplierId);
  const awardId = award?.id;
  return buyer && supplier && awardId ? { ocid: release.ocid, awardId, buyer, supplier } : null;
}

/**
 * A public contract's releases: as signed (its terms before any amendment), one per amendment,
 * and its state now once anything was delivered or paid, or it ended.
 */
export function contractReleases(
  file: ContractFile,
  process: NonNullable<ReturnType<typeof processOf>>,
): Release[] {
  if (!file.acceptedAt || !["active", "completed", "terminated"].includes(file.status)) return [];
  const now: Terms = file;
  const signed = [...file.amendments]
    .reverse()
    .reduce((t, a) => applied(t, a.changes, "before"), now);
  const payments = file.invoices.flatMap((i) =>
    i.payments.map((p) => ({ id: p.id, date: startOf(p.paidOn), amount: p.amount })),
  );
  const milestones = file.milestones.map((m) => ({
    id: m.id,
    title: m.title,
    type: m.kind,
    dueDate: startOf(m.dueDate),
    status: m.metAt ? ("met" as const) : ("scheduled" as const),
    ...(m.metAt ? { dateMet: m.metAt } : {}),
  }));
  const amendments = file.amendments.map((a, i) => {
    const before = file.amendments
      .slice(0, i)
      .reduce((t, x) => applied(t, x.changes, "after"), signed);
    return {
      id: a.id,
      date: a.createdAt,
      rationale: a.reason,
      before: termsOf(before),
      after: termsOf(applied(before, a.changes, "after")),
    };
  });
  const input = (terms: Terms, upTo: number, done: boolean): OcdsContractInput => ({
    contractId: file.id,
    awardId: process.awardId,
    tenderOcid: process.ocid,
    title: file.title,
    value: terms.value,
    currency: file.currency,
    period: { startDate: startOf(terms.periodStart), endDate: endOf(terms.periodEnd) },
    status: done ? (file.status as "active" | "completed" | "terminated") : "active",
    dateSigned: file.acceptedAt!,
    buyer: process.buyer,
    supplier: process.supplier,
    items: file.items.map((i) => ({
      id: i.id,
      description: i.name,
      quantity: i.quantity,
      unit: i.unit,
      unitPrice: i.unitPrice,
    })),
    documents: [],
    milestones: done
      ? milestones
      : milestones.map(({ id, title, type, dueDate }) => ({
          id,
          title,
          type,
          dueDate,
          status: "scheduled" as const,
        })),
    payments: done ? payments : [],
    amendments: amendments.slice(0, upTo),
  });
  const releases: Release[] = [
    contractRelease(input(signed, 0, false), { date: file.acceptedAt, tag: "contract" }),
    ...amendments.map((a, i) =>
      contractRelease(
        input(
          {
            value: a.after.value!,
            periodStart: a.after.startDate!.slice(0, 10),
            periodEnd: a.after.endDate!.slice(0, 10),
          },
          i + 1,
          false,
        ),
        {
          date: a.date,
          tag: "contractAmendment",
        },
      ),
    ),
  ];
  const ended = file.status !== "active" && file.endedAt;
  const happened = [
    ...payments.map(
      (p) => file.invoices.find((i) => i.payments.some((x) => x.id === p.id))!.paidAt,
    ),
    ...file.milestones.map((m) => m.metAt),
    ended ? file.endedAt : null,
  ].filter((d): d is string => Boolean(d));
  const latest = happened.sort().pop();
  if (latest && latest > releases[releases.length - 1]!.date)
    releases.push(
      contractRelease(input(now, amendments.length, true), {
        date: latest,
        tag: ended ? "contractTermination" : "implementation",
      }),
    );
  return releases;
}

/** The releases of a public tender's public contracts, after the tender's own release. */
export async function laterReleases(
  context: AppLoadContext,
  tenderId: string,
  release: TenderRelease,
): Promise<Release[]> {
  const ids = await context.repo.contracts.publicOfTender(tenderId);
  const files = await Promise.all(
    ids.map((id) => context.repo.contracts.contractFile(id, { id: "", operator: true })),
  );
  return files
    .flatMap((f) => {
      const process = f ? processOf(release, f.lotId) : null;
      return f && process ? contractReleases(f, process) : [];
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The process's record package: the tender's release and its contracts', compiled. */
export async function tenderRecord(context: AppLoadContext, tenderId: string, now = new Date()) {
  const release = await publicTenderRelease(context, tenderId, now);
  if (!release) notFound();
  const later = await laterReleases(context, tenderId, release);
  const site = context.siteOrigin;
  const published =
    [release, ...later]
      .map((r) => r.date)
      .sort()
      .pop() ?? release.date;
  const { extensions } = ocdsPackage([release], {
    uri: "",
    publishedDate: published,
    siteUrl: site,
  });
  const record = recordPackage([release as unknown as Release, ...later], {
    uri: `${site}/projects/${tenderId}/ocds-record.json`,
    publishedDate: published,
    siteUrl: site,
    packages: [`${site}/projects/${tenderId}/ocds.json`],
    extensions,
  });
  return new Response(JSON.stringify(record, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
