import { useNavigate, useSearchParams } from 'react-router-dom';
import { AnswerCardPage } from '../../features/answer-card';
import { BindingPage, MaterialsPage } from '../../features/materials';
import { PrintPage } from '../../features/printing/pages';
import { AuthPanel } from '../../features/auth';
import { UsersetPage } from '../../features/account';
import { SchoolDetailsPage } from '../../features/school';
import { InvitePage, TeamPage } from '../../features/team';
import { AgreementLink } from '../chrome/agreement-link';
import { useRegistered } from '../chrome/use-sign-in';
import { useServices } from '../services-context';
import { useAppSelector } from '../store/hooks';
import { selectLoggedIn, selectOrgId } from '../store/session.selectors';

/** `/userset`: 个人中心 and 问题反馈, reloading the session when the account changes. */
export function UsersetRoute() {
  const { session } = useServices();
  return (
    <UsersetPage
      onAccountChanged={() => session.restore()}
      onSessionEnded={() => session.ended()}
    />
  );
}

/** `/team/details`: 学校设置 of the link's school (orgId) or the default one. */
export function SchoolDetailsRoute() {
  const { session } = useServices();
  const orgId = useAppSelector(selectOrgId);
  return <SchoolDetailsPage defaultOrgId={orgId} onSchoolChanged={() => session.restore()} />;
}

/** `/team/member` (administrators) and `/team/group` (members). */
export function TeamRoute({ view }: { view: 'admin' | 'member' }) {
  const { session } = useServices();
  const orgId = useAppSelector(selectOrgId);
  return <TeamPage orgId={orgId} view={view} onChanged={() => session.restore()} />;
}

/** `/invite`: open to anyone with the link; signing in or registering keeps the person here. */
export function InviteRoute() {
  const { session } = useServices();
  const loggedIn = useAppSelector(selectLoggedIn);
  const registered = useRegistered('');
  const navigate = useNavigate();
  return (
    <InvitePage
      loggedIn={loggedIn}
      authPanel={
        <AuthPanel
          initial="register"
          onSubmit={({ username, password }) => session.signIn(username.trim(), password)}
          onRegistered={registered}
          footer={<AgreementLink />}
        />
      }
      onJoined={async () => {
        await session.restore();
        await navigate('/paperlist');
      }}
    />
  );
}

/** `/answerCard`: with a paperId, the answer-card print tab; without, 答题卡制作. */
export function AnswerCardRoute() {
  const [params] = useSearchParams();
  return params.get('paperId') ? <PrintPage key="card" tab="card" /> : <AnswerCardPage />;
}

/** `/schoolmaterials` and `/paperbinding` of the default school. */
export function MaterialsRoute({ binding = false }: { binding?: boolean }) {
  const orgId = useAppSelector(selectOrgId);
  return binding ? <BindingPage orgId={orgId} /> : <MaterialsPage orgId={orgId} />;
}
