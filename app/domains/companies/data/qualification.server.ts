import { randomUUID } from "node:crypto";
import type { CompanyStore } from "./model.server";
import type { StoredDocument } from "../../../../server/files/document-files";
import type { Tell } from "../../../../server/db/write";
import {
  certificateStatus,
  REMINDER_DAYS,
  reminderDue,
  type Certificate,
  type CertificateInput,
  type CompanyIdentifier,
} from "../qualification";

// What a company states about itself beyond its listing (issue 43): the CPV codes of what it
// supplies, its legal identifiers, and its certificates with their verifications and reminders
// (docs/decisions/440-442). Who may change them is asked by the routes (permissions.ts).

export async function capabilities({ db }: CompanyStore, companyId: string) {
  return db
    .selectFrom("company_cpv")
    .innerJoin("cpv_codes", "cpv_codes.code", "company_cpv.code")
    .select(["cpv_codes.code", "cpv_codes.title"])
    .where("company_cpv.company_id", "=", companyId)
    .orderBy("cpv_codes.position")
    .execute();
}

/** Replaces a company's codes (already checked against the list). */
export async function setCapabilities(
  { write }: CompanyStore,
  companyId: string,
  codes: readonly string[],
): Promise<void> {
  await write(async (trx) => {
    await trx.deleteFrom("company_cpv").where("company_id", "=", companyId).execute();
    if (codes.length > 0) {
      await trx
        .insertInto("company_cpv")
        .values(codes.map((code) => ({ company_id: companyId, code })))
        .execute();
    }
  });
}

export async function identifiers(
  { db }: CompanyStore,
  companyId: string,
): Promise<CompanyIdentifier[]> {
  return db
    .selectFrom("company_identifiers")
    .select(["id", "scheme", "value"])
    .where("company_id", "=", companyId)
    .orderBy("scheme")
    .orderBy("value")
    .execute();
}

export async function addIdentifier(
  { write }: CompanyStore,
  companyId: string,
  scheme: string,
  value: string,
  now = new Date(),
): Promise<"added" | "duplicate"> {
  return write(async (trx) => {
    const added = await trx
      .insertInto("company_identifiers")
      .values({
        id: randomUUID(),
        company_id: companyId,
        scheme,
        value,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["company_id", "scheme", "value"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return added ? "added" : "duplicate";
  });
}

export async function removeIdentifier({ write }: CompanyStore, companyId: string, id: string) {
  await write((trx) =>
    trx
      .deleteFrom("company_identifiers")
      .where("company_id", "=", companyId)
      .where("id", "=", id)
      .execute(),
  );
}

/** A company's certificates, with their state on `now`, soonest expiry first. */
export async function certificates(
  { db }: CompanyStore,
  companyId: string,
  now = new Date(),
): Promise<Certificate[]> {
  const rows = await db
    .selectFrom("company_certificates")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("expires_on")
    .execute();
  const verified = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .selectFrom("certificate_verifications")
            .select("certificate_id")
            .where("role", "=", "operator")
            .where(
              "certificate_id",
              "in",
              rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => r.certificate_id),
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    issuer: row.issuer,
    number: row.number,
    scope: row.scope,
    expiresOn: row.expires_on,
    fileName: row.file_name,
    file: row.file,
    contentType: row.content_type,
    verified: verified.has(row.id),
    status: certificateStatus(row.expires_on, now),
  }));
}

export async function addCertificate(
  { write }: CompanyStore,
  companyId: string,
  input: CertificateInput,
  document: StoredDocument,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await write((trx) =>
    trx
      .insertInto("company_certificates")
      .values({
        id,
        company_id: companyId,
        name: input.name,
        issuer: input.issuer,
        number: input.number,
        scope: input.scope,
        expires_on: input.expiresOn,
        file: document.file,
        file_name: document.name,
        content_type: document.type,
        size: document.size,
        created_at: now.toISOString(),
      })
      .execute(),
  );
  return id;
}

/** Removes a company's certificate: the stored file's name, for removal, or null. */
export async function removeCertificate(
  { write }: CompanyStore,
  companyId: string,
  id: string,
): Promise<string | null> {
  return write(async (trx) => {
    const row = await trx
      .deleteFrom("company_certificates")
      .where("company_id", "=", companyId)
      .where("id", "=", id)
      .returning("file")
      .executeTakeFirst();
    return row?.file ?? null;
  });
}

/** One certificate, whoever's it is (the operators' check and the file's download). */
export async function certificate({ db }: CompanyStore, id: string) {
  return db.selectFrom("company_certificates").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An operator's verification (a tender buyer's, for their tender, comes with requirements). */
export async function verifyCertificate(
  { write }: CompanyStore,
  id: string,
  verifierId: string,
  now = new Date(),
): Promise<boolean> {
  return write(async (trx) => {
    const known = await trx
      .selectFrom("company_certificates")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!known) return false;
    const already = await trx
      .selectFrom("certificate_verifications")
      .select("id")
      .where("certificate_id", "=", id)
      .where("role", "=", "operator")
      .executeTakeFirst();
    if (!already) {
      await trx
        .insertInto("certificate_verifications")
        .values({
          id: randomUUID(),
          certificate_id: id,
          verifier_id: verifierId,
          role: "operator",
          tender_id: null,
          verified_at: now.toISOString(),
        })
        .execute();
    }
    return true;
  });
}

/** Certificates not yet verified by an operator, oldest first (the console's list). */
export async function unverifiedCertificates({ db }: CompanyStore, limit = 50) {
  return db
    .selectFrom("company_certificates")
    .innerJoin("vendors", "vendors.id", "company_certificates.company_id")
    .select([
      "company_certificates.id",
      "company_certificates.name",
      "company_certificates.issuer",
      "company_certificates.number",
      "company_certificates.expires_on",
      "vendors.name as company",
    ])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("certificate_verifications")
            .select("id")
            .whereRef("certificate_verifications.certificate_id", "=", "company_certificates.id")
            .where("certificate_verifications.role", "=", "operator"),
        ),
      ),
    )
    .orderBy("company_certificates.created_at")
    .limit(limit)
    .execute();
}

export interface DueReminder {
  certificateId: string;
  days: number;
  expiresOn: string;
}

/** The reminders due on `now` and not yet sent: the largest stage reached for each. */
export async function dueReminders({ db }: CompanyStore, now = new Date()): Promise<DueReminder[]> {
  const horizon = new Date(now.getTime() + (REMINDER_DAYS[0] + 1) * 86_400_000);
  const rows = await db
    .selectFrom("company_certificates")
    .select(["id", "expires_on"])
    .where("expires_on", "<=", horizon.toISOString().slice(0, 10))
    .where("expires_on", ">=", new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10))
    .execute();
  const sent = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .selectFrom("certificate_reminders")
            .select(["certificate_id", "days", "expires_on"])
            .where(
              "certificate_id",
              "in",
              rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => `${r.certificate_id}:${r.days}:${r.expires_on}`),
  );
  const due: DueReminder[] = [];
  for (const row of rows) {
    const days = reminderDue(row.expires_on, now);
    if (days === null || sent.has(`${row.id}:${days}:${row.expires_on}`)) continue;
    due.push({ certificateId: row.id, days, expiresOn: row.expires_on });
  }
  return due;
}

/**
 * Sends one reminder once: its row (keyed by certificate, stage and expiry) and the owner's
 * notice in one transaction; a second server or a second run finds the row and tells nobody.
 */
export async function remindCertificate(
  { write }: CompanyStore,
  due: DueReminder,
  tell: Tell,
  now = new Date(),
): Promise<boolean> {
  return write(async (trx) => {
    const row = await trx
      .selectFrom("company_certificates")
      .innerJoin("vendors", "vendors.id", "company_certificates.company_id")
      .select(["company_certificates.name", "vendors.owner_id", "vendors.slug"])
      .where("company_certificates.id", "=", due.certificateId)
      .where("company_certificates.expires_on", "=", due.expiresOn)
      .executeTakeFirst();
    if (!row) return false;
    const inserted = await trx
      .insertInto("certificate_reminders")
      .values({
        certificate_id: due.certificateId,
        days: due.days,
        expires_on: due.expiresOn,
        sent_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["certificate_id", "days", "expires_on"]).doNothing())
      .returning("certificate_id")
      .executeTakeFirst();
    if (!inserted || !row.owner_id) return false;
    const when =
      due.days === 0 ? "expires today" : `expires in ${due.days} days, on ${due.expiresOn}`;
    await tell(trx, {
      kind: "certificate-expiry",
      userId: row.owner_id,
      title: `Your certificate ${row.name} ${when}`,
      body: "Upload its renewal so that buyers see it as valid.",
      link: `/account/companies/${row.slug}/qualification`,
      mail: null,
      dedupeKey: `certificate-expiry:${due.certificateId}:${due.days}:${due.expiresOn}`,
    });
    return true;
  });
}

/** What a company's profile shows of its qualification, to anyone who may see the company. */
export async function publicQualification(
  store: CompanyStore,
  companyId: string,
  now = new Date(),
) {
  const [cpv, held, certs] = await Promise.all([
    capabilities(store, companyId),
    identifiers(store, companyId),
    certificates(store, companyId, now),
  ]);
  return {
    cpv,
    identifiers: held.map(({ scheme, value }) => ({ scheme, value })),
    certificates: certs.map(({ id, name, issuer, expiresOn, status, verified }) => ({
      id,
      name,
      issuer,
      expiresOn,
      status,
      verified,
    })),
  };
}

/**
 * Which of these companies hold a certificate verified by an operator and valid on `now`'s day
 * (through its expiry date, decision 442): the suggested suppliers' "verified" (decision 521).
 */
export async function verifiedCompanies(
  { db }: Pick<CompanyStore, "db">,
  companyIds: readonly string[],
  now = new Date(),
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("company_certificates as c")
    .innerJoin("certificate_verifications as v", "v.certificate_id", "c.id")
    .select("c.company_id")
    .distinct()
    .where("v.role", "=", "operator")
    .where("c.company_id", "in", [...companyIds])
    .where("c.expires_on", ">=", now.toISOString().slice(0, 10))
    .execute();
  return new Set(rows.map((r) => r.company_id));
}
