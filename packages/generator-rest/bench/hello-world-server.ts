import Fastify from "fastify";

// The peer: the smallest Fastify app, on the same loopback as the generated API.
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env["PORT"]) });
