import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { BankCatalog } from '../../../shared/api';
import {
  BANK_CHOICE_KEY,
  chooseStageSubject,
  selectStageSubIdObj,
  type StageSubIdObj,
} from '../bank.slice';
import { choiceOf, firstChoice } from '../components/catalog-bar';

/** Whether a remembered choice still names a subject (and textbook) of the catalogue. */
const stillThere = (catalog: BankCatalog, c: StageSubIdObj | null) => {
  if (!c) return false;
  const found = choiceOf(catalog, c.subjectId, c.textbookId);
  return found?.textbookId === c.textbookId && found.stageId === c.stageId;
};

/**
 * The 学段 / 学科 / 教材 choice (`stageSubIdObj`): the initial subject given by the page wins,
 * then the remembered choice, then the first subject. A change is stored and remembered.
 */
export function useBankChoice(
  catalog: BankCatalog | undefined,
  initial: { subjectId?: string; textbookId?: string },
  onChange?: (c: StageSubIdObj) => void,
) {
  const dispatch = useDispatch();
  const choice = useSelector(selectStageSubIdObj);
  const choose = useCallback(
    (c: StageSubIdObj) => {
      dispatch(chooseStageSubject(c));
      localStorage.setItem(BANK_CHOICE_KEY, JSON.stringify(c));
    },
    [dispatch],
  );
  const { subjectId, textbookId } = initial;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!catalog) return;
    const key = `${subjectId ?? ''}|${textbookId ?? ''}`;
    const wanted =
      subjectId && applied.current !== key ? choiceOf(catalog, subjectId, textbookId) : null;
    applied.current = key;
    if (wanted) {
      if (wanted.subjectId !== choice?.subjectId || wanted.textbookId !== choice.textbookId)
        choose(wanted);
    } else if (!stillThere(catalog, choice)) {
      const first = firstChoice(catalog);
      if (first) choose(first);
    }
  }, [catalog, subjectId, textbookId, choice, choose]);
  const ready = !!catalog && stillThere(catalog, choice) ? choice : null;
  // The page hears of the choice once it is settled (at start too) and of every change.
  const told = useRef(onChange);
  useEffect(() => {
    told.current = onChange;
  });
  const [stage, subject, book] = [ready?.stageId, ready?.subjectId, ready?.textbookId];
  useEffect(() => {
    if (stage && subject && book !== undefined)
      told.current?.({ stageId: stage, subjectId: subject, textbookId: book });
  }, [stage, subject, book]);
  return { choice: ready, choose };
}
