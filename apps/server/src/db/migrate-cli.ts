import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

// `npm run migrate`: applies pending migrations and exits (start-up does the same).
const config = loadConfig();
const handle = await openDatabase(config.database);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
