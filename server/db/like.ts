import { sql, type Expression, type SqlBool } from "kysely";
import { searchKey } from "./rows";

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The column (a lower-cased search column) contains the text, case-insensitively. */
export function like(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containing(searchKey(text))} escape '\\'`;
}
