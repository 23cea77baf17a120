import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** A file to upload in a test. */
export interface TestFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
  field?: string;
}

/** POSTs files (and text fields) as multipart/form-data with a bearer token. */
export function upload(
  t: TestApp,
  token: string,
  url: string,
  files: TestFile[],
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const boundary = `zy${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
}
