// Command-line options of npm run db:seed:scale.
export interface ScaleArgs {
  participants: number;
  force: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run db:seed:scale -- --participants 100000 [--force]

Generates the 'scale' promotion (its own organization, started 3 weeks ago) with the given number of participants
and their history, into DATABASE_URL or the embedded database. --force drops an existing 'scale' promotion first.`;

export function parseScaleArgs(argv: readonly string[]): ScaleArgs {
  const args: ScaleArgs = { participants: 100_000, force: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--force') args.force = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag === '--participants') {
      const value = inline ?? argv[++i];
      if (!value || !/^\d+$/.test(value.replace(/_/g, ''))) throw new Error(`--participants needs a whole number, got '${value ?? ''}'.`);
      args.participants = Number(value.replace(/_/g, ''));
    } else {
      throw new Error(`Unknown option '${argv[i]}'.\n\n${USAGE}`);
    }
  }
  return args;
}
