import type { Db } from '../db/client';
import type { FileStorage } from './file-storage';

/** What an area that stores files needs: the database, the one storage, and the upload size limit. */
export interface FileAreaDeps {
  db: Db;
  storage: FileStorage;
  uploadMaxBytes: number;
}
