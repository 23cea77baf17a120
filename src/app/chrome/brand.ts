import type { UserInfo } from '../../shared/api';

/** The default logo, served from public/. */
export const DEFAULT_LOGO = '/logo.svg';

/** The organisation's logo, or the default logo. */
export function logoOf(user: UserInfo | null): string {
  return user?.orgLogo || user?.logoPath || DEFAULT_LOGO;
}

/** Avatar props: an image for a URL or data URL, else the text itself (the seed uses one character). */
export function avatarProps(avatar: string | undefined): { src?: string; children?: string } {
  if (!avatar) return {};
  return /^(https?:|data:|\/)/.test(avatar) ? { src: avatar } : { children: avatar.slice(0, 2) };
}
