// A small XML writer for the UBL documents: elements as plain data, written with indentation.
// Text and attribute values are escaped; an element whose value is undefined is left out, so
// optional business terms need no `if` at the call site.

export type XmlChild = XmlElement | undefined | null | false | "" | XmlChild[];

export interface XmlElement {
  name: string;
  attrs?: Record<string, string>;
  /** Either text or children. */
  text?: string;
  children?: XmlChild[];
}

/** An element with child elements (left out when it would be empty). */
export function el(name: string, ...children: XmlChild[]): XmlElement | undefined {
  const kept = children.flat(Infinity as 1).filter(Boolean) as XmlElement[];
  return kept.length > 0 ? { name, children: kept } : undefined;
}

/** A leaf with text; undefined or empty text leaves it out. */
export function leaf(
  name: string,
  value: string | number | undefined,
  attrs?: Record<string, string>,
): XmlElement | undefined {
  if (value === undefined || value === "") return undefined;
  return { name, text: String(value), ...(attrs ? { attrs } : {}) };
}

const escapeText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;");
/** Characters XML 1.0 cannot carry at all (control characters but tab, LF and CR). */
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function write(node: XmlElement, depth: number, out: string[]): void {
  const pad = "  ".repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeAttr(v.replace(ILLEGAL, ""))}"`)
    .join("");
  if (node.text !== undefined) {
    out.push(
      `${pad}<${node.name}${attrs}>${escapeText(node.text.replace(ILLEGAL, ""))}</${node.name}>`,
    );
    return;
  }
  const children = (node.children ?? []) as XmlElement[];
  out.push(`${pad}<${node.name}${attrs}>`);
  for (const child of children) write(child, depth + 1, out);
  out.push(`${pad}</${node.name}>`);
}

/** The document: XML declaration, then the root element with its namespace declarations. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join("\n")}\n`;
}

export const UBL_NS = {
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  Invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  CreditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  Order: "urn:oasis:names:specification:ubl:schema:xsd:Order-2",
} as const;

/** The root element of a UBL document of this type, with the cac and cbc prefixes declared. */
export function ublRoot(type: "Invoice" | "Order", ...children: XmlChild[]): XmlElement {
  return {
    name: type,
    attrs: { xmlns: UBL_NS[type], "xmlns:cac": UBL_NS.cac, "xmlns:cbc": UBL_NS.cbc },
    children: children.flat(Infinity as 1).filter(Boolean) as XmlElement[],
  };
}
