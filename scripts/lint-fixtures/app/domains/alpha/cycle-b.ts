// Imports cycle-a, which imports this module: no-cycle fires here too.
import { a } from "./cycle-a";
export const b = (): number => a() - 1;
