// Benchmark runner: `npm run bench -- <scenario> [options]`. Scenarios print figures; nothing is asserted.
import { SCENARIOS } from './scenarios/index.js';

function printHelp(): void {
  console.log(
    'usage: npm run bench -- <scenario> [options]   (add --help after a scenario for its options)\n',
  );
  for (const scenario of SCENARIOS) console.log(`  ${scenario.name.padEnd(12)} ${scenario.summary}`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    printHelp();
    return name === undefined ? 1 : 0;
  }
  const scenario = SCENARIOS.find((candidate) => candidate.name === name);
  if (!scenario) {
    console.error(`unknown scenario "${name}"\n`);
    printHelp();
    return 1;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`npm run bench -- ${scenario.name} [options]\n${scenario.summary}\n\n${scenario.usage}`);
    return 0;
  }
  await scenario.run(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
