import path from "node:path";

// Server settings from the environment. Every setting has a default that works on a fresh
// machine; README lists them all.

export interface ServerConfig {
  port: number;
  host: string;
  /** The production build's static files. */
  clientDir: string;
  /** SQLite databases and uploads; git-ignored. */
  dataDir: string;
  /** Extra origins the browser may talk to (form endpoint, sign-in provider), for the CSP. */
  connectOrigins: string[];
  scriptOrigins: string[];
  frameOrigins: string[];
  imageOrigins: string[];
  /** Trust X-Forwarded-For / -Proto from a reverse proxy in front of us. */
  trustProxy: boolean;
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return n;
}

/** The origin of a URL setting, or nothing when it is unset or same-origin (a path). */
export function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith("/")) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`Not a valid URL: "${url}"`);
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): ServerConfig {
  const formOrigin = originOf(env.VITE_FORM_ENDPOINT);
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST?.trim() || "0.0.0.0",
    clientDir: path.resolve(root, env.CLIENT_DIR || "build/client"),
    dataDir: path.resolve(root, env.DATA_DIR || "data"),
    connectOrigins: formOrigin ? [formOrigin] : [],
    scriptOrigins: [],
    frameOrigins: [],
    imageOrigins: [],
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
}
