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

// Issue 17 finding 7: the links in account mails carry their token in the query (/en/password-reset?token=…,
// /en/settings?verify_token=…), and opening one asks the server for the page. Logs are read by more people
// than accounts are, and kept longer: a value of any query parameter whose name says token is left out.
const SECRET_PARAMETER = /token/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The URL as logged: the values of token parameters replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(decodedName(name)) ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}

/** Fastify's request serializer with the URL redacted: the only place a request's URL reaches the log. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
