import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { precompress, type Precompressed } from "./precompressed";

// The production build's static files, held in memory: the build is a few hundred small files, so reading
// them once at start-up gives constant-time lookups, no path traversal (only indexed paths can
// be served), ETags and precompressed bodies.

export interface StaticFile extends Precompressed {
  contentType: string;
  cacheControl: string;
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

export const IMMUTABLE = "public, max-age=31536000, immutable";
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

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  return SHORT;
}

export class StaticSite {
  private constructor(
    /** Files by URL path ("/assets/app-123.js", "/favicon.svg"). */
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
      files.set(urlPath, {
        ...precompress(body, contentType),
        contentType,
        cacheControl: cacheControlFor(urlPath),
      });
    }
    return new StaticSite(files);
  }

  /** A file by its exact path (assets, images, documents). */
  file(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }
}
