// Beta imports alpha once through its public entry (allowed) and once into its internals (refused).
import { alphaTotal } from "../alpha";
import { alphaTotal as inner } from "../alpha/internal";
export const betaTotals = (values: number[]) => [alphaTotal(values), inner(values)];
