import type { Hono } from "hono";

/**
 * A feature of our server (the forms inbox, built-in accounts) that mounts its own routes
 * beside the static site, contributes origins to the security policy, and closes cleanly.
 */
export interface ServerModule {
  name: string;
  mount(app: Hono): void;
  close?(): Promise<void> | void;
}
