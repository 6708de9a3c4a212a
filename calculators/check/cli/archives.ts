/**
 * An archive given to --baseline or --compare (a night's gathers of every host, zipped or tarred)
 * opened into its files, as /check/'s fleet section opens one in the browser: `.zip` (fflate),
 * `.tar`, `.tar.gz`/`.tgz` (fflate's gunzip, then modern-tar) and a lone `.gz`. macOS's resource
 * forks (__MACOSX/, ._name) are left out; a member larger than the checker reads is named, not read.
 * Each member is named `archive/member`, so a message says where it came from.
 */
import { gunzipSync, unzipSync } from 'fflate';
import { unpackTar } from 'modern-tar';
import { MAX_GATHER_CHARS } from '../limits.ts';

export type ArchiveMember = { name: string; bytes: Uint8Array };

const isLitter = (path: string) => /(?:^|\/)__MACOSX\//.test(path) || /(?:^|\/)\._[^/]*$/.test(path);

/** Whether the name says archive. */
export const isArchive = (name: string): boolean => /\.(?:zip|tar|tar\.gz|tgz|gz)$/i.test(name);

/** The archive's files, in the archive's order; throws with the library's words when it is not one. */
export async function archiveMembers(name: string, bytes: Uint8Array): Promise<ArchiveMember[]> {
  let members: ArchiveMember[];
  if (/\.zip$/i.test(name)) {
    const files = unzipSync(bytes, { filter: (f) => !f.name.endsWith('/') && !isLitter(f.name) && f.originalSize <= MAX_GATHER_CHARS * 4 });
    members = Object.entries(files).map(([member, data]) => ({ name: `${name}/${member}`, bytes: data }));
  } else if (/\.(?:tar\.gz|tgz|tar)$/i.test(name)) {
    const tar = /\.tar$/i.test(name) ? bytes : gunzipSync(bytes);
    const entries = await unpackTar(tar, { filter: (h) => h.type === 'file' && !isLitter(h.name) && h.size <= MAX_GATHER_CHARS * 4 });
    members = entries.flatMap((e) => (e.data ? [{ name: `${name}/${e.header.name}`, bytes: e.data }] : []));
  } else members = [{ name: name.replace(/\.gz$/i, ''), bytes: gunzipSync(bytes) }];
  return members;
}
