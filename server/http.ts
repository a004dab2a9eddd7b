import http from "node:http";
import next from "next";
import { apiApp } from "@/lib/api/server";
import { apiListener, createRequestListener, refuseTunnels, answerMalformedRequests } from "@/server/listener";
import { authorizeRedirect } from "@/server/authorize-redirect";
import { config } from "@/lib/config";
import { db } from "@/lib/db";

export interface ServiceServerOptions {
  dev: boolean;
  port: number;
  /** How many proxies in front of the service append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
}

export interface ServiceServer {
  close(): Promise<void>;
}

/**
 * The service's one HTTP server: `/v1` goes straight to the API app (no page router in front
 * of it), everything else to Next.js, in one process on one port.
 */
export async function startServiceServer(options: ServiceServerOptions): Promise<ServiceServer> {
  const pagesApp = next({ dev: options.dev, port: options.port, hostname: "localhost", ...(options.dev ? { turbopack: true } : {}) });
  await pagesApp.prepare();
  const server = http.createServer(
    createRequestListener({
      api: apiListener(apiApp()),
      pages: pagesApp.getRequestHandler(),
      trustedProxyHops: options.trustedProxyHops,
      beforePages: authorizeRedirect({ db, issuer: config().authUrl, sessionSecret: () => config().sessionSecret }),
    }),
  );
  refuseTunnels(server);
  answerMalformedRequests(server);
  const upgrade = pagesApp.getUpgradeHandler();
  server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, () => resolve());
  });

  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pagesApp.close();
    },
  };
}
