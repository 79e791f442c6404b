// The beta domain's public entry.
export { betaTotals } from "./reach";
