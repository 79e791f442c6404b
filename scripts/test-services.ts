import { Socket } from "node:net";

// The local PostgreSQL and Redis the tests also run on (README, Tests). When TEST_DATABASE_URL
// or TEST_REDIS_URL is not set and a service answers at its usual loopback port, it is used;
// a machine without them runs everything on SQLite and in-process limits, skipping the rest.
// TEST_SERVICES=0 turns the detection off.

export const LOCAL_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
/** Database 5: the tests' keys stay apart from anything else on the same Redis. */
export const LOCAL_REDIS_URL = "redis://127.0.0.1:6379/5";

function answers(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(port, "127.0.0.1", () => done(true));
  });
}

/** Sets TEST_DATABASE_URL / TEST_REDIS_URL in `env` for the services that answer here. */
export async function detectTestServices(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.TEST_SERVICES === "0") return;
  if (!env.TEST_DATABASE_URL && (await answers(5432))) env.TEST_DATABASE_URL = LOCAL_DATABASE_URL;
  if (!env.TEST_REDIS_URL && (await answers(6379))) env.TEST_REDIS_URL = LOCAL_REDIS_URL;
}
