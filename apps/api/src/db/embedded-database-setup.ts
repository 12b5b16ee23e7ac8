// The child process of `createEmbeddedDatabase`: creates the embedded database in the folder
// named by its argument, applies the migrations, closes it and exits.
import { openDatabase } from './client.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-database-setup <pglite folder>');
const database = openDatabase({ dataDir });
await database.migrate();
await database.close();
