import type { Kysely } from "kysely";
import cpv2008 from "./data/cpv-2008.json" with { type: "json" };
import cpvSupplementary from "./data/cpv-supplementary.json" with { type: "json" };
import { cpvLevel, divisionOf } from "./cpv";

// The CPV lists the site ships (data/, generated from the standards by
// scripts/standards-data.ts, docs/decisions/440), as rows of the `cpv_codes` table: the main
// vocabulary (scheme CPV) in its order, then the supplementary one (scheme CPVS).

export interface CpvRow {
  code: string;
  scheme: "CPV" | "CPVS";
  title: string;
  level: string;
  division: string;
  position: number;
}

export function cpvRows(): CpvRow[] {
  const main = Object.entries(cpv2008 as Record<string, string>).map(
    ([code, title], position): CpvRow => ({
      code,
      scheme: "CPV",
      title,
      level: cpvLevel(code),
      division: divisionOf(code),
      position,
    }),
  );
  const supplementary = Object.entries(cpvSupplementary as Record<string, string>).map(
    ([code, title], i): CpvRow => ({
      code,
      scheme: "CPVS",
      title,
      level: "supplementary",
      division: "",
      position: main.length + i,
    }),
  );
  return [...main, ...supplementary];
}

/** Fills the `cpv_codes` table (a migration's step), in batches both databases accept. */
export async function insertCpvCodes(db: Kysely<unknown>): Promise<void> {
  const rows = cpvRows();
  const table = db as unknown as Kysely<{ cpv_codes: CpvRow }>;
  for (let i = 0; i < rows.length; i += 500) {
    await table
      .insertInto("cpv_codes")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
