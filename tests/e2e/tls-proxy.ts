import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

// A TLS-terminating reverse proxy in front of our servers, as the README's deployment section
// prescribes: HTTPS to the browser, plain HTTP to the servers (in turn, like a load balancer),
// with the client's protocol and address in X-Forwarded-Proto and X-Forwarded-For. Its
// certificate is self-signed for localhost, made by openssl for each run (the browser is told to
// accept it).

export interface TlsProxy {
  /** https://localhost:<port> */
  url: string;
  stop(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pc-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export async function startTlsProxy(upstreams: readonly string[]): Promise<TlsProxy> {
  let next = 0;
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]!);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
