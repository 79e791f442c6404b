import { expect } from "vitest";
import { en16931, ublSchemaErrors } from "~/domains/contracts/ubl/ubl-check.testing";
import { buildUblInvoice } from "~/domains/contracts/ubl/invoice";
import { readUblInvoice } from "~/domains/contracts/ubl/read-invoice";
import { invoiceTotals } from "~/domains/contracts/ubl/totals";
import { lineFromRow } from "~/domains/contracts/data/model.server";
import { expectValidOcds } from "~/lib/ocds-schema.testing";
import type { Site } from "./site";
import type { Visitor } from "./visitor";

// The contract life's documents (issue 42, decision 415), for tests/flows/contract-life.test.ts:
// the UBL downloads of orders and invoices, the invoice's payable amount, and the tender's OCDS
// release and record packages with the contract's releases.

type Json = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The invoice's payable amount (with VAT), in hundredths, as its stored lines make it. */
export async function payableOf(site: Site, invoiceId: string): Promise<number> {
  const lines = await site.db
    .selectFrom("invoice_lines")
    .selectAll()
    .where("invoice_id", "=", invoiceId)
    .execute();
  return invoiceTotals({ lines: lines.map(lineFromRow) }).payable;
}

/**
 * The parties download the order (UBL 2.1 Order) and the invoice (EN 16931, no fatal assertion)
 * from the links on the contract's page; `others` (not parties) get no download.
 */
export async function checkDownloads(
  parties: Visitor[],
  others: Visitor[],
  contractPath: string,
  invoiceNumber: string,
  payable: number,
) {
  const page = await parties[0]!.get(contractPath);
  const href = (name: RegExp) => page.screen.getByRole("link", { name }).getAttribute("href")!;
  const orderPath = href(/^Download order .+ as UBL 2\.1$/);
  const invoicePath = href(new RegExp(`^Download invoice ${invoiceNumber} as EN 16931 UBL$`));
  for (const party of parties) {
    const order = await party.fetch(orderPath);
    expect(order.status).toBe(200);
    expect(order.headers.get("content-type")).toContain("application/xml");
    expect(ublSchemaErrors(await order.text(), "Order")).toEqual([]);
    const invoice = await party.fetch(invoicePath);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-disposition")).toContain(`invoice-${invoiceNumber}.xml`);
    const xml = await invoice.text();
    const report = en16931(xml);
    expect(report.fatal, report.messages.join("\n")).toEqual([]);
    expect(ublSchemaErrors(xml, "Invoice")).toEqual([]);
    const read = readUblInvoice(xml);
    expect(read.ok && read.totals.payable).toBe(payable);
  }
  for (const other of others)
    for (const path of [orderPath, invoicePath]) {
      const response = await other.fetch(path, { redirect: "manual" });
      expect(response.status, path).not.toBe(200);
      expect(response.status).toBeLessThan(500);
    }
}

/** The contract releases in the tender's release package (all of them checked valid). */
export async function contractReleasesIn(visitor: Visitor, tenderId: string): Promise<Json[]> {
  const response = await visitor.fetch(`/projects/${tenderId}/ocds.json`);
  expect(response.status).toBe(200);
  const pkg = (await response.json()) as Json;
  expectValidOcds(pkg);
  return (pkg.releases as Json[]).filter((r) => Array.isArray(r.contracts));
}

/** The process's record package, checked valid: its compiled release. */
export async function compiledRecord(visitor: Visitor, tenderId: string): Promise<Json> {
  const response = await visitor.fetch(`/projects/${tenderId}/ocds-record.json`);
  expect(response.status).toBe(200);
  const pkg = (await response.json()) as Json;
  expectValidOcds(pkg);
  expect(pkg.records).toHaveLength(1);
  return pkg.records[0].compiledRelease as Json;
}

/**
 * The winner uploads a UBL invoice on the invoice form: a broken file is refused with the
 * reader's reason and the note typed kept; then `number`, written from the downloaded invoice
 * `from` with a new number, is sent. The page after the valid upload.
 */
export async function uploadInvoice(
  winner: Visitor,
  invoicePath: string,
  from: string,
  number: string,
) {
  const label = "UBL 2.1 invoice (optional)";
  const broken = await winner.press(await winner.get(invoicePath), "Send the invoice", {
    [label]: new File(["<Invoice>"], "broken.xml", { type: "application/xml" }),
    "Invoice number": "TYPED-1",
    "Note (optional)": "Typed before the upload.",
  });
  expect(broken.status).toBe(400);
  expect(broken.text).toContain("The UBL invoice could not be read:");
  expect(broken.screen.getByLabelText("Invoice number")).toHaveProperty("value", "TYPED-1");
  expect(broken.screen.getByLabelText("Note (optional)")).toHaveProperty(
    "value",
    "Typed before the upload.",
  );
  const read = readUblInvoice(await (await winner.fetch(from)).text());
  if (!read.ok) throw new Error(read.error);
  const xml = buildUblInvoice({ ...read.invoice, number, issueDate: "2030-03-20" });
  return winner.press(broken, "Send the invoice", {
    [label]: new File([xml], `${number}.xml`, { type: "application/xml" }),
    "Invoice number": "",
  });
}
