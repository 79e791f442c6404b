// Stands in for app/data/vendors.ts in the scale build (SCALE_FIXTURE=1): the same exports,
// with 10,000 generated vendors.
import type { Vendor } from "../../app/data/types";
import { makeFixture } from "./fixture";

export const vendors: readonly Vendor[] = makeFixture().vendors;

export function getVendorBySlug(slug: string): Vendor | undefined {
  return vendors.find((v) => v.slug === slug);
}
