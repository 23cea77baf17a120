import { describe, expect, it } from 'vitest';
import { buildAcquireSettings as buildSettings } from './acquire.fixture';
import { filesFromEntries, type DroppedEntry } from './dropped-files';
import {
  importFiles,
  importKind,
  UNSUPPORTED_FILE,
  type ImageRules,
  type ImportItem,
  type NamedFile,
} from './file-import';

const buildFile = (name: string, type = '', body = name): NamedFile => ({
  file: new File([body], name.split('/').pop() ?? name, { type }),
  name,
});

async function collect(it: AsyncGenerator<ImportItem>) {
  const out: ImportItem[] = [];
  for await (const item of it) out.push(item);
  return out;
}

/** Rules that re-encode every PNG and leave JPEGs alone, noting what they saw. */
function buildRules() {
  const seen: string[] = [];
  const rules: ImageRules = async (blob) => {
    seen.push(blob.type || (blob as File).name);
    const changed = (blob as File).name.endsWith('.png');
    const out = changed ? new Blob(['jpeg'], { type: 'image/jpeg' }) : blob;
    return { blob: out, changed, plan: { grayscale: changed, resizeTo: null } };
  };
  return { rules, seen };
}

describe('importKind', () => {
  it('accepts JPG, PNG, TIFF and PDF by extension or type, nothing else', () => {
    expect(
      ['a.JPG', 'b.jpeg', 'c.png', 'd.tif', 'e.TIFF', 'f.pdf'].map((n) => importKind(n)),
    ).toEqual(['jpeg', 'jpeg', 'png', 'tiff', 'tiff', 'pdf']);
    expect(importKind('scan', 'image/tiff')).toBe('tiff');
    expect(importKind('notes.docx')).toBeNull();
    expect(importKind('Thumbs.db')).toBeNull();
  });
});

describe('importFiles', () => {
  it('orders by name (numbers as numbers), skips other files, applies the rules to JPG/PNG only', async () => {
    const { rules, seen } = buildRules();
    const files = [
      buildFile('卷/10.jpg', 'image/jpeg'),
      buildFile('卷/2.png', 'image/png'),
      buildFile('卷/说明.txt', 'text/plain'),
      buildFile('卷/1.tif', 'image/tiff'),
      buildFile('卷/3.pdf', 'application/pdf'),
    ];
    const items = await collect(
      importFiles(files, buildSettings({ assignToSubjectTeachers: true }), rules),
    );
    expect(
      items.map((i) =>
        i.kind === 'file' ? [i.item.name, i.item.file.type] : [i.skipped.name, i.skipped.reason],
      ),
    ).toEqual([
      ['卷/1.tif', 'image/tiff'],
      ['卷/2.jpg', 'image/jpeg'],
      ['卷/3.pdf', 'application/pdf'],
      ['卷/10.jpg', 'image/jpeg'],
      ['卷/说明.txt', UNSUPPORTED_FILE],
    ]);
    expect(seen).toEqual(['image/png', 'image/jpeg']);
    const first = items[0];
    expect(first?.kind === 'file' && first.item).toMatchObject({
      assignToSubjectTeachers: true,
      origin: 'file',
    });
  });

  it('sends a file as it is when the browser cannot decode it (the server will say why)', async () => {
    const failing: ImageRules = () => Promise.reject(new Error('decode'));
    const file = buildFile('bad.jpg', 'image/jpeg');
    const [item] = await collect(importFiles([file], buildSettings(), failing));
    expect(item).toEqual({
      kind: 'file',
      item: { file: file.file, name: 'bad.jpg', assignToSubjectTeachers: false, origin: 'file' },
    });
  });
});

/** A dropped file or folder entry as the browser's FileSystemEntry API gives it. */
function buildEntry(path: string, children?: DroppedEntry[]): DroppedEntry {
  const name = path.split('/').pop() ?? path;
  if (!children) {
    return Object.assign(
      { isFile: true, isDirectory: false, name, fullPath: path },
      { file: (ok: (f: File) => void) => ok(new File([path], name)) },
    );
  }
  // readEntries answers in batches of two, then an empty batch, as browsers do for big folders.
  return Object.assign(
    { isFile: false, isDirectory: true, name, fullPath: path },
    {
      createReader: () => {
        let at = 0;
        return {
          readEntries: (ok: (e: DroppedEntry[]) => void) => {
            ok(children.slice(at, at + 2));
            at += 2;
          },
        };
      },
    },
  );
}

describe('filesFromEntries', () => {
  it('walks nested folders through every batch and names files by their path', async () => {
    const tree = [
      buildEntry('/扫描', [
        buildEntry('/扫描/1.jpg'),
        buildEntry('/扫描/2.jpg'),
        buildEntry('/扫描/3.jpg'),
        buildEntry('/扫描/二班', [buildEntry('/扫描/二班/1.jpg')]),
      ]),
      buildEntry('/单张.png'),
    ];
    const files = await filesFromEntries(tree);
    expect(files.map((f) => [f.name, f.file.name])).toEqual([
      ['扫描/1.jpg', '1.jpg'],
      ['扫描/2.jpg', '2.jpg'],
      ['扫描/3.jpg', '3.jpg'],
      ['扫描/二班/1.jpg', '1.jpg'],
      ['单张.png', '单张.png'],
    ]);
  });
});
