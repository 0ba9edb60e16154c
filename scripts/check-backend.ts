/** `npm run check-backend`: see scripts/check-backend/cli.ts and the README ("Pointing it at the real backend"). */
import { main } from './check-backend/cli';

process.exitCode = await main(process.argv.slice(2));
