// Collects the app's JSON log lines in memory, so tests can check what was logged.
import type { DestinationStream } from 'pino';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string; type?: string };
  [key: string]: unknown;
}

export function captureLogs(): { stream: DestinationStream; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }, lines };
}
