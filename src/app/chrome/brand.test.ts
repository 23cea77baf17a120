import { describe, expect, it } from 'vitest';
import { buildUser } from '../store/session.fixture';
import { avatarProps, DEFAULT_LOGO, logoOf } from './brand';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('logoOf', () => {
  it('falls back to the default logo without a user or when the user has no logo', () => {
    expect(DEFAULT_LOGO).toBe('/logo.svg');
    expect(logoOf(null)).toBe('/logo.svg');
    expect(logoOf(buildUser({ orgLogo: '', logoPath: '' }))).toBe('/logo.svg');
  });

  it('prefers the organisation logo, then logoPath', () => {
    expect(logoOf(buildUser({ orgLogo: PNG, logoPath: '/files/logo.png' }))).toBe(PNG);
    expect(logoOf(buildUser({ orgLogo: '', logoPath: '/files/logo.png' }))).toBe('/files/logo.png');
  });
});

describe('avatarProps', () => {
  it('shows an image for URLs and the text itself otherwise', () => {
    expect(avatarProps(PNG)).toEqual({ src: PNG });
    expect(avatarProps('/avatars/1.png')).toEqual({ src: '/avatars/1.png' });
    expect(avatarProps('张')).toEqual({ children: '张' });
    expect(avatarProps(undefined)).toEqual({});
  });
});
