import Dexie from 'dexie';
import { describeStoreContract } from '../test/contract';
import { TalentflowDB } from './schema';
import { createDexieStore } from './store';

describeStoreContract('Dexie on fake-indexeddb', async () => {
  const db = new TalentflowDB(`contract-${Math.random().toString(36).slice(2)}`);
  return {
    store: createDexieStore(db),
    close: async () => {
      db.close();
      await Dexie.delete(db.name);
    },
  };
});
