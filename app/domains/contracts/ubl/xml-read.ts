import { XMLParser, XMLValidator } from "fast-xml-parser";

// Reading an uploaded XML document safely (docs/decisions/410): a size cap before anything else,
// no document type declaration at all (so no entity can be declared, expanded or fetched: the
// usual XXE and "billion laughs" attacks need one; UBL never has one), then a well-formedness
// check with its line number, then a tree whose element names carry their namespace URI, so a
// document may use any prefixes it likes.

/** The largest document read: far above any invoice without embedded attachments. */
export const MAX_XML_BYTES = 5 * 1024 * 1024;

export interface XmlNode {
  /** The namespace URI ("" when none). */
  ns: string;
  /** The local name, without prefix. */
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

export type ParsedXml = { ok: true; root: XmlNode } | { ok: false; error: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

type Raw = Record<string, unknown>;

function convert(name: string, raw: unknown, scope: Record<string, string>): XmlNode {
  const node: Raw = raw && typeof raw === "object" ? (raw as Raw) : { "#text": String(raw ?? "") };
  const inner = { ...scope };
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!key.startsWith("@_")) continue;
    const attr = key.slice(2);
    if (attr === "xmlns") inner[""] = String(value);
    else if (attr.startsWith("xmlns:")) inner[attr.slice(6)] = String(value);
    else attrs[attr.includes(":") ? attr.slice(attr.indexOf(":") + 1) : attr] = String(value);
  }
  const colon = name.indexOf(":");
  const prefix = colon >= 0 ? name.slice(0, colon) : "";
  const children: XmlNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@_") || key === "#text" || !Array.isArray(value)) continue;
    for (const one of value) children.push(convert(key, one, inner));
  }
  return {
    ns: inner[prefix] ?? "",
    name: colon >= 0 ? name.slice(colon + 1) : name,
    attrs,
    text: typeof node["#text"] === "string" ? node["#text"] : String(node["#text"] ?? ""),
    children,
  };
}

export function parseXml(text: string): ParsedXml {
  if (Buffer.byteLength(text, "utf8") > MAX_XML_BYTES)
    return { ok: false, error: `The file is larger than ${MAX_XML_BYTES / 1024 / 1024} MB.` };
  const xml = text.replace(/^\uFEFF/, "");
  if (!xml.trim()) return { ok: false, error: "The file is empty." };
  if (!xml.trimStart().startsWith("<"))
    return { ok: false, error: "The file is not XML: it does not begin with a tag." };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    return {
      ok: false,
      error:
        "The file declares a document type (<!DOCTYPE>), which UBL documents never do; it is refused.",
    };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      ok: false,
      error: `The file is not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`,
    };
  const tree = parser.parse(xml) as Raw;
  const roots = Object.entries(tree).filter(([key]) => !key.startsWith("?") && key !== "#text");
  const [first] = roots;
  if (roots.length !== 1 || !first || !Array.isArray(first[1]) || first[1].length !== 1)
    return { ok: false, error: "The file is not XML with one root element." };
  return {
    ok: true,
    root: convert(first[0], first[1][0], { xml: "http://www.w3.org/XML/1998/namespace" }),
  };
}

/** The children with this namespace and local name. */
export function childrenOf(node: XmlNode | undefined, ns: string, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.ns === ns && c.name === name) : [];
}
