import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { basketApi } from '../api/basket.api';
import {
  basketCleared,
  basketLoaded,
  basketQuestionDeleted,
  currentPaperChosen,
  stageSubjectChanged,
  type StageSubject,
} from '../basket.slice';

/** A bank question as the basket needs it. */
export interface BasketQuestionRef {
  id: string;
  stageId: string;
  subjectId: string;
}

/**
 * The basket's actions: each calls the server and refreshes the client state as spec section 4
 * says. They reject when the request fails (the app has already shown the error).
 */
export function useBasketActions() {
  const dispatch = useDispatch();
  return useMemo(() => {
    const load = async () => {
      dispatch(basketLoaded((await basketApi.load()).data));
    };
    return {
      load,
      async add(q: BasketQuestionRef) {
        dispatch(stageSubjectChanged({ stageId: q.stageId, subjectId: q.subjectId }));
        dispatch(basketLoaded((await basketApi.add(q.id)).data));
      },
      async remove(questionId: string) {
        dispatch(basketQuestionDeleted((await basketApi.removeQuestion(questionId)).data));
      },
      /** 清空全部; resolves with the server's message (the ids of the other papers are reloaded). */
      async clear(paperInfoId: string) {
        const { message } = await basketApi.clear(paperInfoId);
        dispatch(basketCleared({ paperInfoId, message }));
        await load();
        return message;
      },
      async removeType(paperInfoId: string, typeId: number) {
        dispatch(basketLoaded((await basketApi.removeType(paperInfoId, typeId)).data));
      },
      choosePaper: (paperInfoId: string) => dispatch(currentPaperChosen(paperInfoId)),
      setStageSubject: (value: StageSubject) => dispatch(stageSubjectChanged(value)),
    };
  }, [dispatch]);
}

/** The basket's actions. */
export type BasketActions = ReturnType<typeof useBasketActions>;
