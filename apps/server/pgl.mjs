import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('new', Date.now() - t);
t = Date.now();
await db.exec('create table a(x int)');
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump });
await db2.waitReady;
console.log('load', Date.now() - t);
console.log(await db2.query('select count(*) from a'));
t = Date.now();
for (let i = 0; i < 1000; i++) await db2.query('select $1::int', [i]);
console.log('1000 q', Date.now() - t);
