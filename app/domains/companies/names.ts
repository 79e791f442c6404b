// A company's name as the directory keeps it unique: apart from the schema, so that pages which
// show a card (the home page's featured suppliers) load no form code.

/** Names are unique whatever their case or surrounding spaces. */
export function companyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
