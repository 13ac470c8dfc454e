/**
 * Images on the local disk (IMAGE_STORE=disk, the default): one file per key under `root` (DATA_DIR/images),
 * written to a temporary name and renamed, so a reader never sees half a file. With several API instances the
 * directory must be shared by all of them, or use IMAGE_STORE=s3 (docs/deploy.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './index';

/** Keys are built by the images module: lower-case letters, digits, `/`, `-`, `.`; never `..`. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/.-]*$/;

function fileOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid image key: ${key}`);
  return path.join(root, key);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The disk adapter keeping its files under `root` (created on the first write). */
export function createDiskImageStore(root: string): ImageStore {
  const dir = path.resolve(root);
  return {
    name: 'disk',
    async get(key) {
      try {
        return await readFile(fileOf(dir, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(dir, key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async put(key, body) {
      const file = fileOf(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
    },
  };
}
