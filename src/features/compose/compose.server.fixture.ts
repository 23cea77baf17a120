import type { PaperDoc } from '../../layout';
import type { BankQuestion, PaperDetail } from '../../shared/api';
import { totals } from '../../shared/paper';
import { httpError, reply, stubHttp } from '../../../tests/support/http-stub';
import { buildDoc, buildPaperDetail } from './compose.fixture';

/**
 * A stub transport holding one paper like the server does: GET, PUT doc with the revision
 * (409 when stale; a frozen version becomes version n+1), POST save (needs a title); similar
 * questions from `similar`.
 */
export function composeServer(
  over: Partial<PaperDetail> & { id: string },
  similar: BankQuestion[] = [],
) {
  let stored = buildPaperDetail({ doc: buildDoc(undefined, over.id), ...over });
  const saved: PaperDoc[] = [];
  const stub = stubHttp({
    'GET /teacher/paper/:id': ({ params }) => {
      if (params.id !== stored.id) throw httpError(404, '试卷不存在或已删除');
      return stored;
    },
    'PUT /teacher/paper/:id/doc': ({ body }) => {
      const { doc, revision } = body as { doc: PaperDoc; revision: number };
      if (revision !== stored.revision) throw httpError(409, '数据已被修改，请刷新后重试');
      const version = stored.frozen ? stored.version + 1 : stored.version;
      saved.push({ ...doc, version });
      const t = totals(doc);
      stored = {
        ...stored,
        doc: { ...doc, version },
        version,
        frozen: false,
        frozenReason: null,
        versions: stored.frozen
          ? [...stored.versions, { version, frozenAt: null }]
          : stored.versions,
        revision: stored.frozen ? 1 : revision + 1,
        title: doc.settings.title,
        questionCount: t.count,
        fullMarks: t.marks,
      };
      return stored;
    },
    'POST /teacher/paper/:id/save': () => {
      if (!stored.doc.settings.title.trim()) throw httpError(400, '请填写试卷标题');
      stored = { ...stored, isBasket: false };
      return reply(stored, '试卷已保存');
    },
    'GET /teacher/bank/questions/:id/similar': () => similar,
  });
  return { ...stub, saved, current: () => stored };
}
