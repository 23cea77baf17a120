import type { DatabaseTarget } from './connect';

/** Why PostgreSQL could not be reached, by the error's code, in Chinese. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: '连接被拒绝',
  ENOTFOUND: '找不到该主机',
  EAI_AGAIN: '主机名暂时无法解析',
  ETIMEDOUT: '连接超时',
  EHOSTUNREACH: '主机不可达',
  ENETUNREACH: '网络不可达',
  ECONNRESET: '连接被重置',
  '28P01': '用户名或密码错误',
  '28000': '该用户无权连接',
  '3D000': '数据库不存在',
};

/** The host:port a PostgreSQL URL names (never its user or password). */
function hostPort(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return '（DATABASE_URL 无法解析）';
  }
}

/** Error codes of an error and the errors it wraps (AggregateError for IPv4 + IPv6). */
function codesOf(error: unknown): string[] {
  const e = error as { code?: unknown; errors?: unknown[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return [];
  const own = typeof e.code === 'string' ? [e.code] : [];
  return [...own, ...(e.errors ?? []).flatMap(codesOf), ...(e.cause ? codesOf(e.cause) : [])];
}

/**
 * One Chinese line for a database that cannot be reached at start: which host and port, why, and
 * what to check; null when the error is something else (or the database is SQLite).
 */
export function describeStartupError(error: unknown, target: DatabaseTarget): string | null {
  if (target.kind !== 'postgres') return null;
  const reason = codesOf(error)
    .map((c) => REASONS[c])
    .find(Boolean);
  if (!reason) return null;
  return (
    `无法连接 PostgreSQL（${hostPort(target.url)}）：${reason}。` +
    '请检查数据库是否已启动、DATABASE_URL 中的主机、端口、用户名、密码和数据库名是否正确，以及防火墙是否放行。'
  );
}
