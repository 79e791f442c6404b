// The classification domain's entry for browser and server (issue 43): CPV codes' shape and
// levels, the directory's categories as CPV divisions, identifier formats, and the CPV picker.
export * from "./cpv";
export { CATEGORY_DIVISIONS, categoriesOfDivision } from "./category-divisions";
export {
  IDENTIFIER_FORMATS,
  IDENTIFIER_MESSAGES,
  MAX_IDENTIFIERS,
  identifierProblem,
  tidyIdentifier,
} from "./identifiers";
export { CpvPicker, type CpvPickerProps } from "./cpv-picker";
