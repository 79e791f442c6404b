// Imports cycle-b, which imports this module back: no-cycle fires here.
import { b } from "./cycle-b";
export const a = (): number => b() + 1;
