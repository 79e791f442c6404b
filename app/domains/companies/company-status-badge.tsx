import { Badge } from "~/components/ui/badge";
import { COMPANY_STATUS_LABELS, type CompanyStatus } from "./schema";

const VARIANTS = {
  pending: "warning",
  approved: "accent",
  rejected: "outline",
  unlisted: "neutral",
} as const satisfies Record<CompanyStatus, string>;

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge variant={VARIANTS[status]}>{COMPANY_STATUS_LABELS[status]}</Badge>;
}
