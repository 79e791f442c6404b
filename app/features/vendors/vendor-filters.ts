// Moved to app/domain (docs/decisions/070); kept for the server modules that still import it here.
export * from "../../domain/vendor-filters";
