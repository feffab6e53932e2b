import { Elysia } from "elysia";
import type { Runtime } from "../domain/context";
import { requestInfo } from "./front";
import { op } from "./route-meta";

/**
 * The MCP SDK and the tool server, loaded at the first /mcp request: a server nobody reaches over MCP
 * does not hold them (measured: the SDK's server module alone is 0.15 s and ~26 MB to load).
 */
let toolServer: Promise<[typeof import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"), typeof import("../mcp/server")]> | undefined;
const loadToolServer = () => (toolServer ??= Promise.all([import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"), import("../mcp/server")]));

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
      const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await loadToolServer();
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
