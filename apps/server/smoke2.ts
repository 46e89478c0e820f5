import { openTestDatabase } from './src/test/test-database';
import { syncRoles } from './src/modules/organizations/organizations.repository';
import { HARBORVIEW, LAKESIDE } from './seed/demo-brokerage';
import { seedOrganization } from './seed/organizations';
import { seedContacts } from './seed/contacts';
import { seedTransactions } from './seed/transactions';
const db0 = await openTestDatabase();
await db0.migrate(); await syncRoles(db0.db);
await db0.db.transaction(async (tx) => {
  const hv = await seedOrganization(tx, HARBORVIEW); const lk = await seedOrganization(tx, LAKESIDE);
  await seedContacts(tx, { harborview: hv, lakeside: lk });
  let t = Date.now();
  await seedTransactions(tx, { harborview: hv, lakeside: lk });
  console.log('transactions', Date.now() - t);
});
await db0.close();
