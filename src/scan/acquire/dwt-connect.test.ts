import { describe, expect, it } from 'vitest';
import {
  connectDwt,
  defaultInstallers,
  NO_LICENCE,
  SDK_FAILED,
  SERVICE_MISSING,
} from './dwt-connect';
import { buildDwtGlobalStandIn } from './dwt-stand-in.fixture';

const buildOptions = (made = buildDwtGlobalStandIn(), overrides = {}) => ({
  load: async () => made.sdk,
  productKey: 't0123-trial',
  resourcesPath: '/dwt',
  timeoutMs: 50,
  ...overrides,
});

describe('connectDwt (Dynamsoft stand-in)', () => {
  it('sets the licence and resources path, creates the object and releases it', async () => {
    const made = buildDwtGlobalStandIn();
    const result = await connectDwt(buildOptions(made));
    expect(result.ok).toBe(true);
    expect(made.sdk.DWT.ProductKey).toBe('t0123-trial');
    expect(made.sdk.DWT.ResourcesPath).toBe('/dwt');
    if (result.ok) {
      expect(result.scanner).toBe(made.scanner);
      result.release();
    }
    expect(made.deleted).toEqual(['zy-scan']);
  });

  it('does not load the SDK at all without a licence', async () => {
    let loaded = false;
    const result = await connectDwt(
      buildOptions(undefined, { productKey: '', load: async () => ((loaded = true), {}) }),
    );
    expect(result).toEqual({
      ok: false,
      reason: 'no-licence',
      message: NO_LICENCE,
      installers: [],
    });
    expect(loaded).toBe(false);
  });

  it('reads code -2800 as the missing local service and offers the shipped installers', async () => {
    const result = await connectDwt(buildOptions(buildDwtGlobalStandIn({ failCode: -2800 })));
    expect(result).toEqual({
      ok: false,
      reason: 'service-missing',
      message: SERVICE_MISSING,
      installers: defaultInstallers('/dwt'),
    });
    expect(defaultInstallers('/dwt/')[0]).toEqual({
      system: 'Windows',
      url: '/dwt/dist/DynamicWebTWAINServiceSetup.msi',
    });
  });

  it("takes the installer links the SDK's not-found callbacks name", async () => {
    const result = await connectDwt(buildOptions(buildDwtGlobalStandIn({ notFound: 'linux' })));
    expect(result).toMatchObject({
      reason: 'service-missing',
      installers: [
        { system: 'Linux (deb)', url: '/x.deb' },
        { system: 'Linux (rpm)', url: '/x.rpm' },
      ],
    });
  });

  it('calls a service that never answers missing after the timeout', async () => {
    const result = await connectDwt(buildOptions(buildDwtGlobalStandIn({ silent: true })));
    expect(result).toMatchObject({ ok: false, reason: 'service-missing' });
  });

  it('answers other failures and a failed load as values', async () => {
    expect(await connectDwt(buildOptions(buildDwtGlobalStandIn({ failCode: -1 })))).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'failed',
    });
    const broken = buildOptions(undefined, { load: () => Promise.reject(new Error('chunk')) });
    expect(await connectDwt(broken)).toMatchObject({ reason: 'failed', message: SDK_FAILED });
  });
});
