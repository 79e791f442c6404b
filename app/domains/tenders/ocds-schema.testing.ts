// The OCDS schema check moved to app/lib (the contracts' records use it too); kept here for the
// tests that import it from the tenders.
export * from "~/lib/ocds-schema.testing";
