import { createServer } from "node:net";

/** A port free on the loopback now (the system picks it), for a server or a browser's remote debugging. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
