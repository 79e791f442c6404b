import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NOT_FOUND_PATHS, notFoundDocumentFor } from "../app/lib/not-found-paths";
import { inlineScriptHashes } from "./security-headers";

// The production build, held in memory: the build is a few hundred small files, so reading
// them once at start-up gives constant-time lookups, no path traversal (only indexed paths can
// be served), ETags and precompressed bodies.

export interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Inline script hashes, for HTML documents. */
  scriptHashes: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600, must-revalidate";

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? walk(full) : Promise.resolve(e.isFile() ? [full] : []);
    }),
  );
  return files.flat();
}

function cacheControlFor(urlPath: string, contentType: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (contentType.startsWith("text/html")) return REVALIDATE;
  return SHORT;
}

export class StaticSite {
  private constructor(
    /** Files by URL path ("/assets/app-123.js", "/vendors/index.html"). */
    private readonly files: Map<string, StaticFile>,
  ) {}

  static async load(clientDir: string): Promise<StaticSite> {
    const info = await stat(clientDir).catch(() => null);
    if (!info?.isDirectory()) {
      throw new Error(`No production build at ${clientDir}: run "npm run build" first.`);
    }
    const files = new Map<string, StaticFile>();
    for (const file of await walk(clientDir)) {
      const urlPath = "/" + path.relative(clientDir, file).split(path.sep).join("/");
      const body = await readFile(file);
      const contentType =
        CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
      const gzipped = COMPRESSIBLE.test(contentType) && body.length > 512 ? gzipSync(body) : null;
      files.set(urlPath, {
        body,
        gzip: gzipped && gzipped.length < body.length ? gzipped : null,
        contentType,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        cacheControl: cacheControlFor(urlPath, contentType),
        scriptHashes: contentType.startsWith("text/html")
          ? inlineScriptHashes(body.toString("utf8"))
          : [],
      });
    }
    if (!files.has("/index.html")) {
      throw new Error(`The build at ${clientDir} is incomplete: run "npm run build" again.`);
    }
    return new StaticSite(files);
  }

  /** A file by its exact path (assets, images, documents). */
  file(urlPath: string): StaticFile | undefined {
    if (urlPath.endsWith("/index.html") || urlPath === "/__spa-fallback.html") return undefined;
    return this.files.get(urlPath);
  }

  /**
   * A build without prerendered pages (the client-rendered variant that the benchmark compares
   * against) is a single-page app: its one HTML document answers every path.
   */
  get isSinglePageApp(): boolean {
    return !this.files.has("/404/index.html");
  }

  /** The prerendered page for a route path, if the route is known. */
  page(pathname: string): StaticFile | undefined {
    if (this.isSinglePageApp) return this.files.get("/index.html");
    const clean = pathname === "/" ? "" : pathname.replace(/\/+$/, "");
    if (NOT_FOUND_PATHS.includes(clean)) return undefined;
    return this.files.get(`${clean}/index.html`);
  }

  /** The document that renders "not found" for this path, to be sent with HTTP 404. */
  notFound(pathname: string): StaticFile {
    const doc = this.files.get(`${notFoundDocumentFor(pathname)}/index.html`);
    return (
      doc ?? this.files.get("/404/index.html") ?? (this.files.get("/index.html") as StaticFile)
    );
  }

  /** Every prerendered, indexable page path (for the sitemap). */
  pagePaths(): string[] {
    const paths: string[] = [];
    for (const key of this.files.keys()) {
      if (!key.endsWith("/index.html")) continue;
      const p = key.slice(0, -"/index.html".length) || "/";
      if (!NOT_FOUND_PATHS.includes(p)) paths.push(p);
    }
    return paths.sort();
  }
}
