/** 团队 (/team/member, /team/group) and 邀请 (/invite). */
export { TeamPage, type TeamPageProps } from './components/team-page';
export { InvitePage, type InvitePageProps } from './components/invite-page';
