import type { SpendRow } from "./types";

export const spendByDepartment: readonly SpendRow[] = [
  { name: "Tech", spend: 4000 },
  { name: "Marketing", spend: 3000 },
  { name: "Logistics", spend: 2000 },
  { name: "Legal", spend: 2780 },
  { name: "HR", spend: 1890 },
];
