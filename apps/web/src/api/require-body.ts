// The client throws ApiError for every non-2xx answer (client.ts), so a success without the body its
// schema promises is a broken contract, not a case for a screen to handle.
export function requireBody<T>(data: T | undefined, call: string): T {
  if (data === undefined) throw new Error(`${call} answered without a body`);
  return data;
}
