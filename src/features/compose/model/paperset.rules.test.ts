import { describe, expect, it } from 'vitest';
import { buildDoc } from '../compose.fixture';
import { saveErrors, sealLineAllowed, settingsErrors, withField } from './paperset.rules';

const settings = () => buildDoc().settings;

describe('paper settings rules', () => {
  it('accepts the default settings', () => {
    expect(settingsErrors(settings())).toEqual({});
  });

  it('says in Chinese what is wrong with each field', () => {
    const s = settings();
    expect(settingsErrors(withField(s, 'title', '题'.repeat(61)))).toEqual({
      title: '标题不能超过 60 个字',
    });
    expect(settingsErrors(withField(s, 'subtitle', '副'.repeat(81))).subtitle).toBe(
      '副标题不能超过 80 个字',
    );
    expect(settingsErrors(withField(s, 'examMinutes', 601)).examMinutes).toBe(
      '考试时长为 0～600 分钟的整数',
    );
    expect(settingsErrors(withField(s, 'examMinutes', 45.5)).examMinutes).toBe(
      '考试时长为 0～600 分钟的整数',
    );
    expect(settingsErrors(withField(s, 'notice', '注'.repeat(1001))).notice).toBe(
      '注意事项不能超过 1000 个字',
    );
    expect(settingsErrors(withField(s, 'idDigits', 3)).idDigits).toBe('考号位数为 4～12');
    expect(settingsErrors(withField(s, 'idDigits', 13)).idDigits).toBe('考号位数为 4～12');
    expect(settingsErrors(withField(s, 'multiPartialShare', 1.2)).multiPartialShare).toBe(
      '部分得分比例为 0～100%',
    );
  });

  it('keeps 密封线 only on A3 and 8K', () => {
    expect(['A4', 'A3', '8K', 'B4', '16K'].filter((size) => sealLineAllowed(size as 'A4'))).toEqual(
      ['A3', '8K'],
    );
    const a3 = withField(withField(settings(), 'size', 'A3'), 'sealLine', true);
    expect(a3).toMatchObject({ size: 'A3', sealLine: true });
    expect(withField(a3, 'size', 'A4')).toMatchObject({ size: 'A4', sealLine: false });
    expect(withField(settings(), 'sealLine', true).sealLine).toBe(false);
  });

  it('changes answer-card options inside settings.card', () => {
    const s = withField(settings(), 'studentId', 'barcode');
    expect(s.card).toMatchObject({ studentId: 'barcode', idDigits: 8 });
  });

  it('needs a title and a question before saving', () => {
    const doc = buildDoc();
    expect(saveErrors(doc)).toEqual({});
    const untitled = { ...doc, settings: withField(doc.settings, 'title', '  ') };
    expect(saveErrors(untitled)).toEqual({ title: '请填写试卷标题' });
    expect(saveErrors({ ...doc, sections: [] })).toEqual({ questions: '试卷中还没有试题' });
  });
});
