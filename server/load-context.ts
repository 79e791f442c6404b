import type { PublicUser } from "../app/features/auth/auth-schema";
import type { Repository } from "./db/repository";

// What every loader and action receives from our server as `context`.

export interface LoadContext {
  repo: Repository;
  /** The signed-in member (built-in accounts), or null. */
  user: PublicUser | null;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
