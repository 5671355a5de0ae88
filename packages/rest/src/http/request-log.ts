import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { hideCredentials } from "./hide-credentials.js";

/**
 * One line per request, written once it is answered, holding what Fastify's two lines hold
 * (the request, the status, the time taken) and saying it in its message, `GET /users 200 3.1 ms`,
 * which is all a developer's terminal shows; the line on arrival is kept for debug level,
 * where it helps to see a request that never ends. Each line costs the request its share of
 * serialising and writing, so halving them shows in the throughput.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, `${request.method} ${hideCredentials(request.url)} arrived`);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    const summary = `${request.method} ${hideCredentials(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ ...line, err: error }, `${summary}, failed after answering: ${error.message}`);
    else reply.log.info(line, summary);
  }
}
