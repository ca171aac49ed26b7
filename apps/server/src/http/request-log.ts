// One log line per request, written when the answer has gone out. Fastify's default writes two (one on arrival,
// one on completion), each a synchronous write to stdout: the first costs CPU on every request (decision 010 and
// 012 have the figures) and doubles the log volume without saying more, once the completion line carries the
// request as well.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
