import { sql, type SqlBool } from "kysely";
import type { Db } from "../../../server/db/database";
import { CPV_CODE, CPVS_CODE, type CpvEntry } from "./cpv";

// The CPV list in the database (`cpv_codes`, loaded by the migration from data/): the picker's
// search, the titles of chosen codes, and the check that refuses a code not in the list.

/** LIKE's own wildcards taken literally. */
const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const SEARCH_LIMIT = 30;

export function classification(db: Db) {
  return {
    /**
     * Main-vocabulary entries for what a member typed: a code's digits match codes starting
     * with them, words match titles containing each of them; in the list's order.
     */
    async search(typed: string, limit = SEARCH_LIMIT): Promise<CpvEntry[]> {
      const text = typed.trim().slice(0, 100);
      if (!text) return [];
      let query = db.selectFrom("cpv_codes").select(["code", "title"]).where("scheme", "=", "CPV");
      const digits = text.replace(/[\s-]/g, "");
      if (/^\d{1,9}$/.test(digits)) {
        query = query.where("code", "like", `${digits.slice(0, 8)}%`);
      } else {
        for (const word of text.toLowerCase().split(/\s+/).slice(0, 6)) {
          query = query.where(sql<SqlBool>`lower(title) like ${`%${escaped(word)}%`} escape '\\'`);
        }
      }
      return query.orderBy("position").limit(limit).execute();
    },
    /** The entries of these codes (main or supplementary), in the list's order. */
    async entries(codes: readonly string[]): Promise<CpvEntry[]> {
      if (codes.length === 0) return [];
      return db
        .selectFrom("cpv_codes")
        .select(["code", "title"])
        .where("code", "in", [...codes])
        .orderBy("position")
        .execute();
    },
    /** The 45 divisions of the main vocabulary, in the list's order (the CPV filters' choices). */
    async divisions(): Promise<CpvEntry[]> {
      return db
        .selectFrom("cpv_codes")
        .select(["code", "title"])
        .where("scheme", "=", "CPV")
        .where("level", "=", "division")
        .orderBy("position")
        .execute();
    },
    /** The codes of `codes` that are not in the main vocabulary. */
    async unknown(codes: readonly string[]): Promise<string[]> {
      const wellFormed = codes.filter((c) => CPV_CODE.test(c));
      const found = new Set(
        wellFormed.length === 0
          ? []
          : (
              await db
                .selectFrom("cpv_codes")
                .select("code")
                .where("scheme", "=", "CPV")
                .where("code", "in", wellFormed)
                .execute()
            ).map((r) => r.code),
      );
      return codes.filter((c) => !found.has(c));
    },
    /** Whether a supplementary code is in the list. */
    async isSupplementary(code: string): Promise<boolean> {
      if (!CPVS_CODE.test(code)) return false;
      const row = await db
        .selectFrom("cpv_codes")
        .select("code")
        .where("code", "=", code)
        .where("scheme", "=", "CPVS")
        .executeTakeFirst();
      return !!row;
    },
    /** How many codes of each scheme and level the list holds. */
    async counts(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom("cpv_codes")
        .select(["scheme", "level", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy(["scheme", "level"])
        .execute();
      return Object.fromEntries(rows.map((r) => [`${r.scheme}:${r.level}`, Number(r.n)]));
    },
  };
}

export type Classification = ReturnType<typeof classification>;
