import type { NamedFile } from './file-import';

/** The parts of the browser's FileSystemEntry API a dropped folder is walked with. */
export interface DroppedEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface FileEntry extends DroppedEntry {
  file(ok: (file: File) => void, fail?: (error: unknown) => void): void;
}
interface DirectoryEntry extends DroppedEntry {
  createReader(): {
    readEntries(ok: (entries: DroppedEntry[]) => void, fail?: (error: unknown) => void): void;
  };
}

/** Reads a dropped file entry. */
const fileOf = (entry: FileEntry) => new Promise<File>((done, fail) => entry.file(done, fail));

/** Every child of a directory (readEntries answers in batches until it answers an empty one). */
async function childrenOf(entry: DirectoryEntry): Promise<DroppedEntry[]> {
  const reader = entry.createReader();
  const all: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((done, fail) => reader.readEntries(done, fail));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** Walks dropped entries (files and whole folders, nested) into files named by their path. */
export async function filesFromEntries(entries: readonly DroppedEntry[]): Promise<NamedFile[]> {
  const out: NamedFile[] = [];
  const walk = async (entry: DroppedEntry): Promise<void> => {
    if (entry.isFile) {
      const file = await fileOf(entry as FileEntry);
      out.push({ file, name: entry.fullPath.replace(/^\/+/, '') || entry.name });
    } else if (entry.isDirectory) {
      for (const child of await childrenOf(entry as DirectoryEntry)) await walk(child);
    }
  };
  for (const entry of entries) await walk(entry);
  return out;
}

/**
 * Takes what was dropped: the entries must be taken during the drop event (the browser empties
 * the DataTransfer afterwards), then walked; plain files when entries are not available.
 */
export function takeDrop(data: DataTransfer): () => Promise<NamedFile[]> {
  const entries = [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((entry): entry is FileSystemEntry => entry !== null);
  if (entries.length > 0) return () => filesFromEntries(entries);
  const files = [...data.files].map((file) => ({ file, name: file.name }));
  return () => Promise.resolve(files);
}
