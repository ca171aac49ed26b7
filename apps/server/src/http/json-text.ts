// Responses whose JSON is already written in the route's response shape (e.g. a search page of cached events).
import type { FastifyReply } from 'fastify';

/** Sends `json` as is, not serialised again. */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
