export const ROOT_ELEMENT_ID = "root";
export const MISSING_ROOT_MESSAGE = "Could not find root element to mount to";

/** The element the app mounts into; start-up fails loudly when the document lacks it. */
export function getRootElement(doc: Document): HTMLElement {
  const root = doc.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error(MISSING_ROOT_MESSAGE);
  return root;
}
