import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Elysia } from "elysia";
import type { Runtime } from "../domain/context";
import { createMcpServer } from "../mcp/server";
import { requestInfo } from "./front";
import { op } from "./route-meta";

/**
 * `/mcp`: the tool server over streamable HTTP. The front controller has already answered 401 for a
 * missing or bad key (the /v1 error body); each tool call then passes the same guard as REST. Stateless:
 * every POST gets its own server and transport, so each request is authenticated on its own (a revoked
 * key stops at once) and no session lives in the process. GET (a server-to-client stream) has nothing
 * to carry here and answers 405, which clients take as "no stream".
 */
export const mcpRoutes = (rt: Runtime) =>
  new Elysia().post(
    "/mcp",
    async ({ request }) => {
      const principal = requestInfo(request).principal!;
      const server = createMcpServer(rt, { principal: () => principal });
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        return await transport.handleRequest(request);
      } finally {
        void server.close();
      }
    },
    {
      parse: "none",
      detail: { ...op({ summary: "Tool server (MCP, streamable HTTP)", tags: ["mcp"], auth: "key", rateLimited: false }), hide: true },
    },
  );
