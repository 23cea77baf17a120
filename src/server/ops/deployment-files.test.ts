import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** The npm script a command line runs (`npm run <name>`), or null. */
const npmScript = (command: string): string | null =>
  /(?:^|[\s/])npm run ([\w:-]+)/.exec(command)?.[1] ?? null;

const known = (name: string) => name in scripts;

interface ComposeService {
  command?: string[] | string;
  image?: string;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
}

describe('deployment files', () => {
  it('docker-compose.yml is valid YAML whose app commands are the npm scripts the tests run', () => {
    const doc = parse(read('deploy/docker-compose.yml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const { services } = doc;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'migrate', 'api', 'worker', 'proxy']),
    );
    const commands = Object.fromEntries(
      Object.entries(services)
        .filter(([, s]) => s.image === 'zuoye-wangyue:latest')
        .map(([name, s]) => [name, [s.command ?? []].flat().join(' ')]),
    );
    expect(commands).toEqual({
      migrate: 'npm run migrate',
      api: 'npm run serve',
      worker: 'npm run worker',
    });
    for (const command of Object.values(commands)) expect(known(npmScript(command)!)).toBe(true);
    // The merged environment carries the object store and the proxy settings to every app service.
    for (const name of Object.keys(commands))
      expect(services[name]!.environment).toMatchObject({
        S3_BUCKET: 'zuoye',
        TRUST_PROXY: 'true',
      });
    expect(services.api!.depends_on?.migrate).toEqual({
      condition: 'service_completed_successfully',
    });
  });

  it('systemd units run npm scripts that exist', () => {
    const dir = 'deploy/systemd';
    const units = readdirSync(join(ROOT, dir)).filter((f) => /\.service$/.test(f));
    expect(units.sort()).toEqual([
      'zuoye-api@.service',
      'zuoye-backup.service',
      'zuoye-migrate.service',
      'zuoye-worker@.service',
    ]);
    for (const unit of units) {
      const text = read(join(dir, unit));
      expect(text).toMatch(/^\[Service\]$/m);
      const exec = /^ExecStart=(.+)$/m.exec(text)?.[1] ?? '';
      const name = npmScript(exec);
      expect(name, unit).not.toBeNull();
      expect(known(name!), `${unit}: npm run ${name}`).toBe(true);
    }
  });

  it('docs/deployment.md names every environment variable the configuration reads', () => {
    const doc = read('docs/deployment.md');
    const config = read('src/server/config.ts');
    const names = [...config.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(doc, name).toContain(`\`${name}\``);
    expect(doc).toContain('npm run bench:scale');
  });
});
