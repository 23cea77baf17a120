import { describe, expect, it } from 'vitest';
import { chromeVisibility } from './chrome-visibility';

const shown = { topNav: true, scanWidget: true, helperBar: true, footer: true };

describe('chromeVisibility (spec section 2 hide lists)', () => {
  it.each([
    '/invite',
    '/pringtingtest',
    '/printing',
    '/printgrade',
    '/printanswer',
    '/printcode',
    '/printBarcode',
    '/printgradetest',
    '/team/group',
    '/bigData',
    '/answerCard',
  ])('%s hides the top nav and scan widget only', (path) => {
    expect(chromeVisibility(path)).toEqual({ ...shown, topNav: false, scanWidget: false });
  });

  it.each(['/404', '/', '/login', '/largescreen'])('%s hides all four', (path) => {
    expect(chromeVisibility(path)).toEqual({
      topNav: false,
      scanWidget: false,
      helperBar: false,
      footer: false,
    });
  });

  it.each(['/paperset', '/team/details', '/edit', '/write'])(
    '%s hides the helper bar and footer only',
    (path) => {
      expect(chromeVisibility(path)).toEqual({ ...shown, helperBar: false, footer: false });
    },
  );

  it.each(['/paperlist', '/analysis/grade', '/rehearse', '/userset', '/team/member', '/aboutUs'])(
    '%s shows everything',
    (path) => {
      expect(chromeVisibility(path)).toEqual(shown);
    },
  );

  it('matches paths the way the router does (case, trailing slash)', () => {
    expect(chromeVisibility('/printbarcode').topNav).toBe(false);
    expect(chromeVisibility('/edit/').helperBar).toBe(false);
    expect(chromeVisibility('/team/group/x').topNav).toBe(true);
  });
});
