// A one-line progress bar for the crawl CLI on a terminal; plain lines when output is piped.

export interface Progress {
  update(feed: string, stage: string): void;
  finish(): void;
}

const BAR_WIDTH = 20;

export function createProgress(stream: NodeJS.WriteStream, total: number): Progress {
  const stages = new Map<string, string>();
  let done = 0;
  const render = () => {
    const filled = Math.round((done / Math.max(total, 1)) * BAR_WIDTH);
    const detail = [...stages].map(([feed, stage]) => `${feed}: ${stage}`).join(' · ');
    const line = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} feeds  ${detail}`;
    stream.write(`\r\x1b[2K${line.slice(0, (stream.columns ?? 120) - 1)}`);
  };
  return {
    update(feed, stage) {
      if (stage.startsWith('done')) {
        done++;
        stages.delete(feed);
      } else stages.set(feed, stage);
      if (stream.isTTY) render();
      else stream.write(`${feed}: ${stage}\n`);
    },
    finish() {
      if (stream.isTTY) stream.write('\r\x1b[2K');
    },
  };
}
